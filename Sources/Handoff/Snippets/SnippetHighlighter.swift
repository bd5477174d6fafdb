/// Splits snippet code into coloured runs: keywords, strings, numbers, comments, markup tags and
/// attribute names. A small lexer for the snippets' own code, not a full parser of each language.
public enum SnippetHighlighter {
    /// What a run of code is, for its colour.
    public enum Kind: Sendable, Hashable {
        case plain, keyword, string, number, comment, tag, attribute
    }

    /// One run of one line.
    public struct Run: Sendable, Hashable {
        public var text: String
        public var kind: Kind
    }

    /// `code`'s lines (without their newlines), each as runs in order; joining a line's texts
    /// gives the line back.
    public static func lines(_ code: String, language: SnippetLanguage) -> [[Run]] {
        var body = Substring(code)
        if body.hasSuffix("\n") { body = body.dropLast() }
        return body.split(separator: "\n", omittingEmptySubsequences: false).map { runs(Array($0), language: language) }
    }

    static func runs(_ line: [Character], language: SnippetLanguage) -> [Run] {
        var out: [Run] = []
        func add(_ chars: ArraySlice<Character>, _ kind: Kind) {
            guard !chars.isEmpty else { return }
            if let last = out.last, last.kind == kind {
                out[out.count - 1].text += String(chars)
            } else {
                out.append(Run(text: String(chars), kind: kind))
            }
        }
        let keywords = Self.keywords(language)
        var i = 0
        var afterTagOpen = false
        while i < line.count {
            let c = line[i]
            let rest = line[i...]
            if language == .markup, rest.starts(with: "<!--") {
                let end = find(line, "-->", from: i + 4).map { $0 + 3 } ?? line.count
                add(line[i..<end], .comment); i = end; continue
            }
            if language != .markup, rest.starts(with: "//") { add(line[i...], .comment); break }
            if rest.starts(with: "/*") || rest.starts(with: "{/*") {
                let end = find(line, "*/", from: i + 2).map { $0 + 2 } ?? line.count
                add(line[i..<end], .comment); i = end; continue
            }
            if c == "\"" || c == "'" {
                var j = i + 1
                while j < line.count, line[j] != c { j += line[j] == "\\" && language != .markup ? 2 : 1 }
                let end = min(line.count, j + 1)
                add(line[i..<end], .string); i = end; continue
            }
            if language == .markup, c == "<" {
                var j = i + 1
                if j < line.count, line[j] == "/" { j += 1 }
                while j < line.count, isWordCharacter(line[j]) || line[j] == ":" || line[j] == "-" { j += 1 }
                add(line[i..<j], .tag); i = j; afterTagOpen = true; continue
            }
            if isDigit(c), i == 0 || !isWordCharacter(line[i - 1]) {
                var j = i
                while j < line.count, isWordCharacter(line[j]) || line[j] == "." { j += 1 }
                add(line[i..<j], .number); i = j; continue
            }
            if isWordCharacter(c) {
                var j = i
                while j < line.count,
                    isWordCharacter(line[j]) || (language == .markup && (line[j] == "-" || line[j] == ":"))
                { j += 1 }
                let word = String(line[i..<j])
                let kind: Kind
                if language == .markup {
                    kind = j < line.count && line[j] == "=" ? .attribute : .plain
                } else {
                    kind = keywords.contains(word) ? .keyword : .plain
                }
                add(line[i..<j], kind); i = j; continue
            }
            if language == .markup, afterTagOpen, c == ">" || (c == "/" && i + 1 < line.count && line[i + 1] == ">") {
                let end = c == ">" ? i + 1 : i + 2
                add(line[i..<end], .tag); i = end; afterTagOpen = false; continue
            }
            add(line[i...i], .plain)
            i += 1
        }
        return out
    }

    private static func find(_ line: [Character], _ needle: String, from start: Int) -> Int? {
        let n = Array(needle)
        var i = start
        while i + n.count <= line.count {
            if Array(line[i..<(i + n.count)]) == n { return i }
            i += 1
        }
        return nil
    }

    private static func isDigit(_ c: Character) -> Bool { c >= "0" && c <= "9" }
    private static func isWordCharacter(_ c: Character) -> Bool { c.isLetter || isDigit(c) || c == "_" || c == "$" }

    static func keywords(_ language: SnippetLanguage) -> Set<String> {
        switch language {
        case .markup: return []
        case .typeScript: return ["import", "from", "const", "let", "new", "true", "false", "null", "document"]
        case .kotlin: return ["import", "val", "var", "this", "true", "false", "null", "it", "to"]
        case .swift: return ["import", "let", "var", "try", "true", "false", "nil"]
        case .cSharp: return ["using", "var", "new", "string", "double", "true", "false", "null"]
        }
    }
}
