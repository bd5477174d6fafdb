import LoaderKitCore
import SpecLanguage

/// A change that fixes one warning: its title as an editor lists it and the text edits (all
/// into the current text, none overlapping).
public struct SpecQuickFix: Sendable, Hashable {
    public var title: String
    public var edits: [SpecTextEdit]
    /// The warning it fixes.
    public var diagnostic: SpecProblem
}

extension WorkspaceDocument {
    /// The fixes of the warnings whose range meets `range`: remove a field LoaderKit ignores,
    /// run keyTimes from 0 to 1, end a loop on its first value, turn degrees into radians.
    public func quickFixes(in range: ByteRange) -> [SpecQuickFix] {
        diagnostics.filter { $0.bytes.start <= range.end && range.start <= $0.bytes.end }.flatMap(quickFixes(for:))
    }

    /// The fixes of `diagnostic` (none for most).
    public func quickFixes(for diagnostic: SpecProblem) -> [SpecQuickFix] {
        SpecQuickFix.fixes(for: diagnostic, in: analysis)
    }
}

extension SpecQuickFix {
    /// The title of the first fix `diagnostic` has, or nil: known without computing the edits
    /// (a list of warnings shows it; the edits are made on a click).
    public static func firstTitle(for diagnostic: SpecProblem) -> String? {
        switch (diagnostic.stage, diagnostic.lintRule) {
        case (.schema, _):
            guard case .key(let name)? = diagnostic.path?.last else { return nil }
            return "Remove \(name) (LoaderKit ignores it)"
        case (_, .keyTimesSpan?): return "Run keyTimes from 0 to 1"
        case (_, .loopJump?): return "End on the first value"
        case (_, .rotationInDegrees?): return "Convert degrees to radians"
        default: return nil
        }
    }

    /// The fixes of `diagnostic` in the text `analysis` holds (none for most).
    public static func fixes(for diagnostic: SpecProblem, in analysis: SpecAnalysis) -> [SpecQuickFix] {
        let tree = analysis.tree
        let bytes = analysis.bytes
        guard let path = diagnostic.path else { return [] }
        func fix(_ title: String, _ edits: [SpecEdit]) -> SpecQuickFix? {
            var textEdits: [SpecTextEdit] = []
            for edit in edits {
                guard let made = try? SpecEditor.textEdits(for: edit, in: bytes) else { return nil }
                textEdits += made
            }
            textEdits.sort { $0.range.lowerBound < $1.range.lowerBound }
            for (a, b) in zip(textEdits, textEdits.dropFirst()) where a.range.upperBound > b.range.lowerBound {
                return nil
            }
            return textEdits.isEmpty ? nil : SpecQuickFix(title: title, edits: textEdits, diagnostic: diagnostic)
        }
        switch (diagnostic.stage, diagnostic.lintRule) {
        case (.schema, _):
            guard case .key(let name)? = path.components.last else { return [] }
            return [fix("Remove \(name) (LoaderKit ignores it)", [.remove(path)])].compactMap { $0 }
        case (_, .keyTimesSpan?):
            guard let keyTimes = tree.node(at: path), tree[keyTimes].kind == .array else { return [] }
            let items = tree.children(of: keyTimes)
            guard let first = items.first, let last = items.last, items.count >= 2 else { return [] }
            var edits: [SpecEdit] = []
            if tree.number(first) != 0 { edits.append(.set(path.appending(index: 0), json: "0")) }
            if tree.number(last) != 1 { edits.append(.set(path.appending(index: items.count - 1), json: "1")) }
            var fixes = [fix("Run keyTimes from 0 to 1", edits)]
            var values = path
            values.components[values.components.count - 1] = .key("values")
            fixes.append(endOnFirstValue(values, in: tree, fix))
            return fixes.compactMap { $0 }
        case (_, .loopJump?):
            return [endOnFirstValue(path, in: tree, fix)].compactMap { $0 }
        case (_, .rotationInDegrees?):
            // A value of a track's values: the whole list is in degrees.
            var target = path
            if case .index? = path.components.last { target.components.removeLast() }
            guard let node = tree.node(at: target) else { return [] }
            var edits: [SpecEdit] = []
            if tree[node].kind == .array {
                for (k, item) in tree.children(of: node).enumerated() {
                    if let degrees = tree.number(item) {
                        edits.append(.set(target.appending(index: k), json: Self.radians(degrees)))
                    }
                }
            } else if let degrees = tree.number(node) {
                edits.append(.set(target, json: Self.radians(degrees)))
            }
            return [fix("Convert degrees to radians", edits)].compactMap { $0 }
        default:
            return []
        }
    }

    /// The fix that sets the last of the values at `values` to the first's text.
    private static func endOnFirstValue(
        _ values: JSONPath, in tree: SpecSyntaxTree, _ fix: (String, [SpecEdit]) -> SpecQuickFix?
    ) -> SpecQuickFix? {
        guard let list = tree.node(at: values), tree[list].kind == .array else { return nil }
        let items = tree.children(of: list)
        guard let first = items.first, items.count >= 2 else { return nil }
        let text = tree.text(of: first)
        return fix("End on the first value (\(text))", [.set(values.appending(index: items.count - 1), json: text)])
    }

    /// `degrees` in radians, to six decimals (a whole turn stays one: LoaderKit's lint counts
    /// turns to within 1e-6).
    static func radians(_ degrees: Double) -> String {
        SpecNumberText.format(EditPrecision.rounded(degrees * .pi / 180, decimals: 6))
    }
}
