import Compression
import Foundation
import LoaderKitCore

/// A spec that came from a share link or pasted text, ready to open as an unsaved draft.
public struct SharedSpec: Sendable, Equatable {
    /// What the link or text named.
    public enum Origin: Sendable, Equatable {
        /// `#spec=` (compressed) or `#json=`.
        case link
        /// `#indicator=Name`.
        case builtin(String)
        /// `#example=ID`.
        case example(String)
        /// JSON text pasted as it is.
        case pasted
    }

    /// The draft's title: the spec's `name`, the built-in's or the example's.
    public var title: String
    /// The spec's JSON text (JSON, though not necessarily a valid spec: the editor shows its problems).
    public var json: String
    public var origin: Origin

    /// The title given when the JSON has no usable `name`.
    public static let untitled = "Shared spec"

    /// Reads a share link (`https://…#spec=…`, or just its fragment) or a spec's JSON text.
    ///
    /// `#spec=` is inflated (raw DEFLATE) and `#json=` decoded; both stop at `ShareLink.maximumSpecBytes`
    /// and must give UTF-8 JSON. `#indicator=` and `#example=` name a built-in or an example.
    public static func read(_ text: String) throws(SharedSpecError) -> SharedSpec {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.hasPrefix("{") { return try fromJSON(Array(trimmed.utf8), origin: .pasted) }
        let fragment: Substring
        if let hash = trimmed.firstIndex(of: "#") {
            fragment = trimmed[trimmed.index(after: hash)...]
        } else if Entry.allCases.contains(where: { trimmed.hasPrefix($0.rawValue + "=") }) {
            fragment = trimmed[...]
        } else {
            throw .notALink
        }
        for field in fragment.split(separator: "&") {
            guard let eq = field.firstIndex(of: "="), let entry = Entry(rawValue: String(field[..<eq])) else {
                continue
            }
            let value = field[field.index(after: eq)...]
            return try read(entry, value)
        }
        throw .noSpecInFragment
    }

    /// True when `text` looks like something `read` is meant for: a share link or JSON object
    /// text (so a paste of anything else can be left alone quietly).
    public static func looksShareable(_ text: String) -> Bool {
        text.trimmingCharacters(in: .whitespacesAndNewlines).hasPrefix("{") || isShareLink(text)
    }

    /// True when `text` is a link whose fragment (or a bare fragment) has a `spec=`, `json=`,
    /// `indicator=` or `example=` entry.
    public static func isShareLink(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let fragment = trimmed.firstIndex(of: "#").map { trimmed[trimmed.index(after: $0)...] } ?? trimmed[...]
        return fragment.split(separator: "&").contains { field in
            Entry.allCases.contains { field.hasPrefix($0.rawValue + "=") }
        }
    }

    /// The fragment's keys.
    enum Entry: String, CaseIterable {
        case spec, json, indicator, example
    }

    private static func read(_ entry: Entry, _ value: Substring) throws(SharedSpecError) -> SharedSpec {
        switch entry {
        case .spec:
            guard let bytes = Base64URL.decode(value) else { throw .badBase64 }
            do {
                let inflated = try RawDeflate.inflate(bytes, limit: ShareLink.maximumSpecBytes)
                return try fromJSON(inflated, origin: .link)
            } catch let error as InflateError {
                switch error {
                case .malformed(let reason): throw .badDeflate(reason)
                case .truncated: throw .truncatedDeflate
                case .tooLarge: throw .tooLarge
                }
            } catch let error as SharedSpecError {
                throw error
            } catch {
                throw .badDeflate("\(error)")
            }
        case .json:
            guard let bytes = Base64URL.decode(value) else { throw .badBase64 }
            guard bytes.count <= ShareLink.maximumSpecBytes else { throw .tooLarge }
            return try fromJSON(bytes, origin: .link)
        case .indicator:
            let name = String(value).removingPercentEncoding ?? String(value)
            guard let json = IndicatorSpec.builtinJSON(named: name) else { throw .unknownIndicator(name) }
            return SharedSpec(title: name, json: pretty(json), origin: .builtin(name))
        case .example:
            let id = String(value).removingPercentEncoding ?? String(value)
            guard let json = ExampleSpecs.json(id) else { throw .unknownExample(id) }
            return SharedSpec(title: id, json: json, origin: .example(id))
        }
    }

    /// UTF-8 JSON bytes as a draft titled by the spec's `name`.
    private static func fromJSON(_ bytes: [UInt8], origin: Origin) throws(SharedSpecError) -> SharedSpec {
        guard let text = String(validating: bytes, as: UTF8.self) else { throw .invalidUTF8 }
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            let place = SourceText(bytes).location(ofOffset: error.offset)
            throw .notJSON("\(error.reason) at line \(place.line), column \(place.column)")
        }
        let name = root.object?["name"]?.string?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        return SharedSpec(title: name.isEmpty ? untitled : name, json: text, origin: origin)
    }

    /// A built-in's compact text indented two spaces, as a draft shows it.
    private static func pretty(_ json: String) -> String {
        guard let node = try? JSONParser.parse(json) else { return json }
        return JSONWriter.string(node, indent: 2) + "\n"
    }
}
