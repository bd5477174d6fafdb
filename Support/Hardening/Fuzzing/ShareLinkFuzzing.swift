import Compression
import Foundation
import Handoff

/// Share links from fuzz bytes: the bytes as the text a user pastes or passes, and as the payload
/// of `#spec=` (so inflate sees arbitrary DEFLATE streams) and `#json=`. Decoding must end with a
/// spec or a `SharedSpecError`, within the 1 MiB bound.
enum ShareLinkFuzzing {
    static func run(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        _ = SharedSpec.isShareLink(text)
        _ = try? SharedSpec.read(text)
        let payload = Data(bytes).base64EncodedString().replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
        _ = try? SharedSpec.read("#spec=" + payload)
        _ = try? SharedSpec.read("#json=" + payload)
        _ = try? RawDeflate.inflate(bytes, limit: ShareLink.maximumSpecBytes)
    }
}
