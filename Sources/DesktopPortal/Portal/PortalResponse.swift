/// Reads the portal's `Response(u response, a{sv} results)` signal into a result.
///
/// Response 0 is success, with the chosen files in `uris` (`as`, `file://` URIs; the first one
/// counts, since a request asks for one file); 1 is the user cancelling; 2 is the request
/// ending another way. Anything else in the body is a `.failed` naming what was wrong.
enum PortalResponse {
    package static func result(of signal: ReceivedMessage) -> FileChooserResult {
        guard signal.signature == "ua{sv}", let code = signal.body[0].uint32 else {
            return .failed(message: "the file chooser answered with arguments (\(signal.signature)), not (ua{sv})")
        }
        switch code {
        case 0: break
        case 1: return .cancelled
        case 2: return .failed(message: "the file chooser ended the request without a choice (response 2)")
        default: return .failed(message: "the file chooser answered with the unknown response code \(code)")
        }
        guard let results = signal.body[1].vardictEntries else {
            return .failed(message: "the file chooser's results are not a dictionary of variants")
        }
        guard let uris = results["uris"] else {
            return .failed(message: "the file chooser reported a choice but sent no \"uris\"")
        }
        guard let list = uris.strings, uris.signature == "as" else {
            return .failed(message: "the file chooser's \"uris\" has the type \(uris.signature), not as")
        }
        guard let first = list.first else {
            return .failed(message: "the file chooser reported a choice but its \"uris\" is empty")
        }
        do {
            return .chosen(path: try FileURI.path(from: first))
        } catch {
            return .failed(message: error.message)
        }
    }
}
