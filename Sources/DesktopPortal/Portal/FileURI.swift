/// Turns the `file://` URIs a file chooser returns into paths.
///
/// `file:///home/me/My%20specs/a.json` is `/home/me/My specs/a.json`. The host part may be empty
/// or `localhost`; `file:/path` (no host part) is accepted too. Anything else is refused with a
/// message naming the URI: another scheme (the chooser picked a remote location), another host,
/// a query or fragment, a malformed or NUL percent escape, a path that is not UTF-8 or not
/// absolute.
package enum FileURI {
    /// Why a URI is not a local path.
    package struct Refusal: Error, Equatable, Sendable {
        package let message: String
    }

    package static func path(from uri: String) throws(Refusal) -> String {
        let shown = BusNames.quoted(uri)
        guard !uri.isEmpty else { throw Refusal(message: "the file chooser returned an empty URI") }
        guard let colon = uri.firstIndex(of: ":"), uri[..<colon].lowercased() == "file" else {
            throw Refusal(message: "the file chooser returned \(shown), which is not a local file (file://) URI")
        }
        var rest = uri[uri.index(after: colon)...]
        if rest.hasPrefix("//") {
            rest = rest.dropFirst(2)
            let hostEnd = rest.firstIndex(of: "/") ?? rest.endIndex
            let host = rest[..<hostEnd]
            guard host.isEmpty || host.lowercased() == "localhost" else {
                throw Refusal(
                    message:
                        "the file chooser returned \(shown), a file on the host \(BusNames.quoted(String(host))), not on this computer"
                )
            }
            rest = rest[hostEnd...]
        }
        guard !rest.contains("?"), !rest.contains("#") else {
            throw Refusal(message: "the file chooser returned \(shown), which has a query or fragment, not just a path")
        }
        guard rest.hasPrefix("/") else {
            throw Refusal(message: "the file chooser returned \(shown), whose path is not absolute")
        }
        let bytes = try percentDecoded(Array(rest.utf8), uri: shown)
        guard !bytes.contains(0) else {
            throw Refusal(message: "the file chooser returned \(shown), whose path holds a NUL byte (%00)")
        }
        guard let path = String(validating: bytes, as: UTF8.self) else {
            throw Refusal(message: "the file chooser returned \(shown), whose path is not UTF-8 text")
        }
        return path
    }

    /// `bytes` with each `%XX` replaced by the byte XX (hex, either case).
    private static func percentDecoded(_ bytes: [UInt8], uri shown: String) throws(Refusal) -> [UInt8] {
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "%") else {
                decoded.append(bytes[index])
                index += 1
                continue
            }
            guard index + 2 < bytes.count, let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
            else {
                throw Refusal(message: "the file chooser returned \(shown), which has a malformed percent escape")
            }
            decoded.append(high << 4 | low)
            index += 3
        }
        return decoded
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
