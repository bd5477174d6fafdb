import Localization
import UI

/// One Quit being answered, from Ctrl+Q (or the close button) until the studio quits or the user
/// cancels: the documents with unsaved text still to decide on, why a save failed, the texts to
/// throw away when the studio quits, and the names "Save all" still has to ask for (one Save As
/// at a time).
@MainActor
final class QuitFlow {
    /// How a row keeps a document's text.
    enum Keeping: String, Equatable {
        /// Write it to the document's file.
        case save
        /// Ask for a file first (a new spec, an edited built-in).
        case saveAs
    }

    /// Documents whose text the user chose to throw away: they leave the list, and their drafts
    /// go when the studio quits (Cancel keeps them).
    private(set) var discarded: [SpecDocument] = []
    /// Documents whose text was saved to a new file (an edited built-in stays edited: its text
    /// now lives in that file).
    private var savedAs: [SpecDocument] = []
    /// Why the last save of a document failed.
    private var problems: [ObjectIdentifier: String] = [:]
    /// The documents "Save all" still has to ask a file for, in order.
    var namesToAsk: [SpecDocument] = []
    /// The document whose Save As is open (the studio's dialog or the desktop's).
    var naming: SpecDocument?
    /// The studio's Save As dialog open for `naming`, while it is open.
    weak var namingDialog: View?

    /// The documents still to decide on, in the rows' order: unsaved, neither discarded nor saved
    /// elsewhere; files and new specs first (as the gallery lists them), then built-ins.
    func undecided(in library: DocumentLibrary) -> [SpecDocument] {
        let open = library.documents.filter { document in
            document.isDirty && !discarded.contains { $0 === document } && !savedAs.contains { $0 === document }
        }
        return open.filter { !$0.isBuiltin } + open.filter(\.isBuiltin)
    }

    /// The row of `document`.
    func row(for document: SpecDocument, text: Localizer) -> QuitDialogRow.Content {
        QuitDialogRow.Content(
            name: document.displayName, detail: Self.detail(of: document, text: text),
            keeping: Self.keeping(of: document), problem: problems[ObjectIdentifier(document)])
    }

    /// Save for a document with a file, else Save As.
    static func keeping(of document: SpecDocument) -> Keeping { document.path == nil ? .saveAs : .save }

    /// Where the document lives: its file, or what it is without one.
    static func detail(of document: SpecDocument, text: Localizer) -> String {
        switch document.source {
        case .file(let path): return path
        case .builtin: return text(DialogText.builtinEdited)
        case .untitled: return text(DialogText.newNotSaved)
        }
    }

    /// Takes `document` off the list; its draft goes when the studio quits.
    func discard(_ document: SpecDocument) {
        if !discarded.contains(where: { $0 === document }) { discarded.append(document) }
    }

    /// Notes that `document`'s text was saved (to its file when `elsewhere` is false, else to a
    /// new one).
    func noteSaved(_ document: SpecDocument, elsewhere: Bool) {
        problems[ObjectIdentifier(document)] = nil
        if elsewhere, !savedAs.contains(where: { $0 === document }) { savedAs.append(document) }
    }

    /// Notes why saving `document` failed (its row says it).
    func noteProblem(_ problem: String, for document: SpecDocument) {
        problems[ObjectIdentifier(document)] = problem
    }
}
