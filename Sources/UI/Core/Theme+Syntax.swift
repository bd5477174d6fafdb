import Graphics

// MARK: - Syntax colours (code editor)
//
// Kept apart from the chrome tokens of Theme.swift. Each colour reaches 4.5:1 on the editor's
// background (the panel surface), on the active line and on the selection, in both themes
// (ThemeContrastTests checks every pair).

extension Theme {
    /// The colour of a syntax token kind.
    public func syntaxColor(_ kind: SyntaxTokenKind) -> Color {
        let table = appearance == .light ? Self.lightSyntax : Self.darkSyntax
        return table[kind] ?? color(.textPrimary)
    }

    /// The editor's background: the panel surface.
    public static let codeEditorBackground = ThemeColor.panel
    /// The active line: the primary text colour at this alpha over the background.
    public static let codeEditorActiveLineAlpha = 0.05
    /// The selection: the accent at this alpha over the background.
    public static let codeEditorSelectionAlpha = 0.2

    private static let lightSyntax = syntaxTable(
        keyword: "#6528D3", string: "#08692F", number: "#A03510", literal: "#0A4FAF",
        punctuation: "#52525B", comment: "#5E5E69", invalid: "#B01818", plain: "#18181B")

    private static let darkSyntax = syntaxTable(
        keyword: "#C4A1FF", string: "#7BD89F", number: "#F2A66E", literal: "#7CB7FF",
        punctuation: "#A7A7AF", comment: "#A0A6B2", invalid: "#F98C8C", plain: "#ECEDEE")

    private static func syntaxTable(
        keyword: String, string: String, number: String, literal: String, punctuation: String,
        comment: String, invalid: String, plain: String
    ) -> [SyntaxTokenKind: Color] {
        [
            .keyword: Color(hex: keyword)!, .string: Color(hex: string)!, .number: Color(hex: number)!,
            .literal: Color(hex: literal)!, .punctuation: Color(hex: punctuation)!, .comment: Color(hex: comment)!,
            .invalid: Color(hex: invalid)!, .plain: Color(hex: plain)!,
        ]
    }
}
