import LoaderKitCore
import SpecWorkspace

/// What opens a document in the studio for `workspace/executeCommand`
/// `loader-studio.openInStudio`: the command line provides it (it starts `loader-studio`, which
/// hands the document to the running studio or opens a window), the tests a recorder.
public protocol StudioOpener {
    /// Opens the text `bytes` of the file at `path` (nil for a document that is no file) as it
    /// is now; returns a message naming the problem, or nil once it is on its way.
    func open(path: String?, bytes: [UInt8]) -> String?
}

/// The local path of a `file:` URI (percent-escapes decoded), or nil for any other URI.
enum FileURI {
    static func path(_ uri: String) -> String? {
        guard uri.hasPrefix("file://") else { return nil }
        var rest = Substring(uri.dropFirst("file://".count))
        // `file://host/path`: only the local host (empty or `localhost`).
        if !rest.hasPrefix("/") {
            guard rest.hasPrefix("localhost/") else { return nil }
            rest = rest.dropFirst("localhost".count)
        }
        var bytes: [UInt8] = []
        var utf8 = Array(rest.utf8)[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "%"), utf8.count >= 2,
                let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16)
            {
                bytes.append(value)
                utf8 = utf8.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        guard !bytes.contains(0) else { return nil }
        return String(validating: bytes, as: UTF8.self)
    }
}

extension SpecLanguageServer {
    /// The commands `workspace/executeCommand` runs.
    static let commands = ["loader-studio.openInStudio"]

    func executeCommand(_ params: JSONNode?) throws(RequestFailure) -> JSONNode {
        let command = try Params.string(params, "command")
        guard command == "loader-studio.openInStudio" else {
            throw RequestFailure(.invalidParams, "\(command) is not a command of this server")
        }
        guard let uri = params?.object?["arguments"]?.array?.first?.string else {
            throw RequestFailure(.invalidParams, "\(command) takes the document's URI as its argument")
        }
        guard let document = documents[uri] else { throw RequestFailure(.invalidParams, "\(uri) is not open") }
        guard let studio else { throw RequestFailure(.requestFailed, "this server cannot reach the studio") }
        if let problem = studio.open(path: FileURI.path(uri), bytes: document.bytes) {
            throw RequestFailure(.requestFailed, problem)
        }
        return JSONNode.null
    }
}
