import LoaderKitCore
import SpecLanguage

/// What the forms do with the document: perform a visual edit (nil when applied, else the
/// refusal sentence; `coalescing` joins the steps of one drag), end a drag's step, select a node.
/// The Editor wires these to `EditorModel`; tests wire them to a text of their own.
struct AuthoringEditing {
    var perform: @MainActor (_ operation: SpecOperation, _ name: String, _ coalescing: String?) -> String?
    var endCoalescing: @MainActor () -> Void
    var select: @MainActor (JSONPath?) -> Void
}
