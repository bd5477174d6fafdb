import Compression
import LoaderKitCore

/// Links the LoaderKit playground opens: the spec travels in the fragment.
public enum ShareLink {
    /// The playground's page address.
    public static let playgroundAddress = "https://maitrungduc1410.github.io/loader-kit/tools/playground"
    /// The most bytes a shared spec may have once inflated or decoded (1 MiB).
    public static let maximumSpecBytes = 1 << 20

    /// `#indicator=Name`: a built-in as LoaderKit ships it.
    public static func builtin(_ name: String) -> String {
        playgroundAddress + "#indicator=" + percentEncoded(name)
    }

    /// `#spec=`: `json` compressed with raw DEFLATE, in base64url without padding.
    public static func spec(json: String) -> String {
        playgroundAddress + "#spec=" + Base64URL.encode(RawDeflate.deflate(Array(json.utf8)))
    }

    /// `#json=`: `json` in base64url, the playground's form when compression is not available.
    public static func uncompressed(json: String) -> String {
        playgroundAddress + "#json=" + Base64URL.encode(Array(json.utf8))
    }

    /// The link for the editor's state: `#indicator=` for a built-in whose text and params are
    /// untouched, else `#spec=` with the text, its param defaults set to the tuned values.
    ///
    /// - Parameters:
    ///   - json: the spec's text.
    ///   - builtinName: the built-in the text is, when it is one and unedited.
    ///   - tunedParams: params that differ from the spec's defaults.
    public static func link(json: String, builtinName: String?, tunedParams: [String: Double] = [:]) -> String {
        if let builtinName, tunedParams.isEmpty, IndicatorSpec.builtin(named: builtinName) != nil {
            return builtin(builtinName)
        }
        let text = tunedParams.isEmpty ? json : (SpecParamDefaults.setting(tunedParams, in: json) ?? json)
        return spec(json: text)
    }

    /// `text` with every character outside `A-Z a-z 0-9 - _ . ~` percent-encoded.
    static func percentEncoded(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."),
                UInt8(ascii: "~"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return out
    }
}

/// Writing tuned params into a spec's text as its defaults.
enum SpecParamDefaults {
    /// `json` re-written (two-space indent) with each of `params` as the default of the param of
    /// that name; nil when `json` is not a JSON object with a `params` object.
    static func setting(_ params: [String: Double], in json: String) -> String? {
        guard let root = try? JSONParser.parse(json), let object = root.object,
            let declared = object["params"]?.object
        else { return nil }
        let newParams = JSONNode.object(
            declared.members.map { member in
                (member.key, params[member.key].map(JSONNode.number) ?? member.value)
            })
        let rewritten = JSONNode.object(object.members.map { ($0.key, $0.key == "params" ? newParams : $0.value) })
        return JSONWriter.string(rewritten, indent: 2) + "\n"
    }
}
