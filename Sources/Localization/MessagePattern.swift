/// A message's text in one language, parsed: literal text, placeholders (`{file}`), and plural
/// choices (`{count, plural, one {# file} other {# files}}`, `#` standing for the count; an exact
/// `=0 {no files}` form is allowed too). Braces are only syntax; a pattern has no literal braces.
public struct MessagePattern: Sendable, Hashable {
    public indirect enum Piece: Sendable, Hashable {
        case literal(String)
        case argument(String)
        /// The count's name, and the forms by selector ("one", "other", "=0").
        case plural(String, [String: [Piece]])
        /// `#` inside a plural form.
        case count
    }

    public let pieces: [Piece]

    /// Why a pattern does not parse.
    public struct SyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
        public let description: String
    }

    public init(parsing text: String) throws(SyntaxError) {
        var parser = Parser(Array(text.unicodeScalars))
        pieces = try parser.pieces(inPlural: false)
        guard parser.atEnd else { throw SyntaxError(description: "a } with no { before it") }
    }

    /// The placeholders the pattern uses, each with whether it chooses a plural form.
    public var placeholders: [String: Bool] {
        var out: [String: Bool] = [:]
        func walk(_ pieces: [Piece]) {
            for piece in pieces {
                switch piece {
                case .argument(let name): out[name] = out[name] ?? false
                case .plural(let name, let forms):
                    out[name] = true
                    forms.values.forEach(walk)
                case .literal, .count: break
                }
            }
        }
        walk(pieces)
        return out
    }

    private struct Parser {
        let scalars: [Unicode.Scalar]
        var index = 0
        init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }
        var atEnd: Bool { index == scalars.count }

        /// Pieces up to an unmatched `}` or the end.
        mutating func pieces(inPlural: Bool) throws(SyntaxError) -> [Piece] {
            var out: [Piece] = []
            var literal = String.UnicodeScalarView()
            func flush() {
                if !literal.isEmpty { out.append(.literal(String(literal))) }
                literal = String.UnicodeScalarView()
            }
            while index < scalars.count {
                let c = scalars[index]
                if c == "}" { break }
                if c == "#" && inPlural {
                    flush()
                    out.append(.count)
                    index += 1
                } else if c == "{" {
                    flush()
                    index += 1
                    out.append(try placeholder())
                } else {
                    literal.append(c)
                    index += 1
                }
            }
            flush()
            return out
        }

        /// After `{`: `name}` or `name, plural, sel {…} …}`.
        mutating func placeholder() throws(SyntaxError) -> Piece {
            let name = word()
            guard !name.isEmpty else { throw SyntaxError(description: "a placeholder without a name") }
            skipSpaces()
            if take("}") { return .argument(name) }
            guard take(",") else { throw SyntaxError(description: "{\(name) is not closed") }
            skipSpaces()
            guard word() == "plural" else { throw SyntaxError(description: "{\(name), …} is not a plural") }
            skipSpaces()
            guard take(",") else { throw SyntaxError(description: "{\(name), plural needs a comma") }
            var forms: [String: [Piece]] = [:]
            while true {
                skipSpaces()
                if take("}") { break }
                let selector = word()
                guard !selector.isEmpty else { throw SyntaxError(description: "a plural form without a selector") }
                skipSpaces()
                guard take("{") else { throw SyntaxError(description: "the form \(selector) has no {") }
                let form = try pieces(inPlural: true)
                guard take("}") else { throw SyntaxError(description: "the form \(selector) is not closed") }
                forms[selector] = form
            }
            guard forms["other"] != nil else { throw SyntaxError(description: "{\(name), plural} has no other form") }
            return .plural(name, forms)
        }

        mutating func word() -> String {
            var out = String.UnicodeScalarView()
            while index < scalars.count,
                scalars[index].properties.isAlphabetic || ("0"..."9").contains(scalars[index])
                    || scalars[index] == "_" || scalars[index] == "="
            {
                out.append(scalars[index])
                index += 1
            }
            return String(out)
        }

        mutating func skipSpaces() { while index < scalars.count, scalars[index] == " " { index += 1 } }

        mutating func take(_ c: Unicode.Scalar) -> Bool {
            guard index < scalars.count, scalars[index] == c else { return false }
            index += 1
            return true
        }
    }
}
