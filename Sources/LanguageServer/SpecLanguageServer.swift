import LoaderKitCore
import Localization
import SpecLanguage
import SpecWorkspace

/// A language server for spec files (LSP 3.17) over the workspace engine (`WorkspaceDocument`):
/// diagnostics in LoaderKit's words, completion, hover, format, outline, folds, quick fixes,
/// params as symbols and Open in Studio, for the documents an editor opens. Hover and completion
/// speak the client's language (`initialize`'s `locale`, else the environment's), diagnostics
/// LoaderKit's English. It reads messages'
/// bytes and gives the message bodies to send back; the stream, its framing
/// (`LSPFrameReader`) and the idle moments (`idle()`) are the caller's.
public final class SpecLanguageServer {
    /// Where the session is.
    enum Phase {
        /// Before `initialize`: requests are refused.
        case waiting
        case running
        /// After `shutdown`: only `exit` is expected.
        case shutDown
    }

    var phase = Phase.waiting
    /// How positions count characters, agreed in `initialize`.
    var encoding = PositionEncoding.utf16
    /// The language of hover and completion: the environment's until `initialize` names a locale.
    var language: Language
    /// The open documents by URI.
    var documents: [String: WorkspaceDocument] = [:]
    /// The artwork checks of each document's last spec (see `ArtworkDiagnostics`).
    var artwork: [String: ArtworkDiagnostics.Reports] = [:]
    /// Documents whose lint warnings are still to come (see `lintAtOnceBytes`).
    var awaitingLint: Set<String> = []
    /// The process's exit status once `exit` arrived: 0 after `shutdown`, 1 without.
    public private(set) var exitStatus: Int32?
    /// What opens a document in the studio (`loader-studio.openInStudio`); nil: the command fails.
    let studio: StudioOpener?

    /// A server whose language, until the client names its locale, is the one `environment`
    /// asks for (`LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`, as the studio reads them).
    public init(studio: StudioOpener? = nil, environment: [String: String] = [:]) {
        self.studio = studio
        language = Language.preferred(environment: environment)
    }

    /// Handles one message; returns the messages to send, in order.
    public func handle(_ body: [UInt8]) -> [[UInt8]] { handle([body]) }

    /// Handles the messages that arrived together, in order; returns the messages to send. A
    /// request cancelled (`$/cancelRequest`) by a message among them is answered with the
    /// protocol's RequestCancelled error instead of being run.
    public func handle(_ bodies: [[UInt8]]) -> [[UInt8]] {
        // After `exit` nothing is read.
        guard exitStatus == nil else { return [] }
        let messages = bodies.map(JSONRPC.read)
        var cancelled: [String] = []
        for case .success(.notification("$/cancelRequest", let params)) in messages {
            if let id = params?.object?["id"], id.number != nil || id.string != nil { cancelled.append(Self.key(id)) }
        }
        var out: [[UInt8]] = []
        for message in messages {
            switch message {
            case .failure(let failure):
                out.append(JSONRPC.response(failure))
            case .success(.response):
                break
            case .success(.notification(let method, let params)):
                out += notify(method, params)
            case .success(.request(let id, let method, _)) where cancelled.contains(Self.key(id)):
                out.append(
                    JSONRPC.response(
                        JSONRPC.Failure(id: id, code: .requestCancelled, message: "\(method) was cancelled")))
            case .success(.request(let id, let method, let params)):
                switch request(method, params) {
                case .success(let result): out.append(JSONRPC.response(id: id, result: result))
                case .failure(let failure):
                    out.append(JSONRPC.response(JSONRPC.Failure(id: id, code: failure.code, message: failure.message)))
                }
            }
            if exitStatus != nil { break }
        }
        return out
    }

    /// A request id as a key: numbers and strings kept apart.
    private static func key(_ id: JSONNode) -> String {
        if let number = id.number { return "n\(number)" }
        return "s" + (id.string ?? "")
    }

    /// The largest text linted at each change, in bytes; a larger one is linted once the editor
    /// is idle (`idle()`), its other diagnostics published at once.
    public static let lintAtOnceBytes = 64 << 10

    /// True when a document waits for its lint warnings (`idle()` gives them).
    public var hasIdleWork: Bool { !awaitingLint.isEmpty }

    /// Lints the documents that wait for it and publishes their diagnostics.
    public func idle() -> [[UInt8]] {
        let waiting = awaitingLint
        awaitingLint = []
        return waiting.sorted().compactMap { uri in
            guard let document = documents[uri], !document.isLinted else { return nil }
            let linted = document.linted()
            documents[uri] = linted
            return publish(uri, linted)
        }
    }

    /// A frame the reader could not read, told to the client's log.
    public func frameProblem(_ message: String) -> [[UInt8]] {
        guard exitStatus == nil else { return [] }
        return [log("loader-studio lsp: \(message)", type: 1)]
    }

    /// A `window/logMessage` notification (type 1 error, 2 warning, 3 info).
    func log(_ message: String, type: Int) -> [UInt8] {
        JSONRPC.notification(
            "window/logMessage",
            JSONNode.object([("type", JSONNode.number(Double(type))), ("message", JSONNode.string(message))]))
    }

    private func request(_ method: String, _ params: JSONNode?) -> Result<JSONNode, RequestFailure> {
        switch phase {
        case .waiting where method != "initialize":
            return .failure(RequestFailure(.serverNotInitialized, "\(method) before initialize"))
        case .shutDown:
            return .failure(RequestFailure(.invalidRequest, "\(method) after shutdown"))
        default: break
        }
        do {
            switch method {
            case "initialize": return .success(try initialize(params))
            case "shutdown":
                phase = .shutDown
                return .success(JSONNode.null)
            case "textDocument/completion": return .success(try completion(params))
            case "completionItem/resolve": return .success(try resolve(params))
            case "textDocument/hover": return .success(try hover(params))
            case "textDocument/formatting": return .success(try formatting(params))
            case "textDocument/rangeFormatting": return .success(try rangeFormatting(params))
            case "textDocument/documentSymbol": return .success(try documentSymbols(params))
            case "textDocument/foldingRange": return .success(try foldingRanges(params))
            case "textDocument/selectionRange": return .success(try selectionRanges(params))
            case "textDocument/codeAction": return .success(try codeActions(params))
            case "textDocument/definition": return .success(try definition(params))
            case "textDocument/references": return .success(try references(params))
            case "textDocument/prepareRename": return .success(try prepareRename(params))
            case "textDocument/rename": return .success(try rename(params))
            case "textDocument/inlayHint": return .success(try inlayHints(params))
            case "textDocument/documentHighlight": return .success(try documentHighlights(params))
            case "workspace/executeCommand": return .success(try executeCommand(params))
            default: return .failure(RequestFailure(.methodNotFound, "\(method) is not a method this server has"))
            }
        } catch {
            return .failure(error)
        }
    }

    private func notify(_ method: String, _ params: JSONNode?) -> [[UInt8]] {
        if method == "exit" {
            exitStatus = phase == .shutDown ? 0 : 1
            return []
        }
        guard phase == .running else { return [] }
        do {
            switch method {
            case "textDocument/didOpen": return try didOpen(params)
            case "textDocument/didChange": return try didChange(params)
            case "textDocument/didClose": return try didClose(params)
            default: return []  // initialized, didSave, $/cancelRequest, $/setTrace and the like
            }
        } catch {
            return [log("loader-studio lsp: \(method): \(error.message)", type: 1)]
        }
    }

    private func initialize(_ params: JSONNode?) throws(RequestFailure) -> JSONNode {
        guard phase == .waiting else { throw RequestFailure(.invalidRequest, "initialize was already called") }
        let offered = params?.object?["capabilities"]?.object?["general"]?.object?["positionEncodings"]?.array ?? []
        encoding = offered.contains { $0.string == PositionEncoding.utf8.rawValue } ? .utf8 : .utf16
        // A locale the server does not speak (`zh-TW`, `de`) gets English, as LoaderKit writes it.
        if let locale = params?.object?["locale"]?.string { language = Language(localeName: locale) ?? .english }
        phase = .running
        let capabilities = JSONNode.object([
            ("positionEncoding", JSONNode.string(encoding.rawValue)),
            (
                "textDocumentSync",
                JSONNode.object([
                    ("openClose", JSONNode.bool(true)), ("change", JSONNode.number(2)),
                    ("save", JSONNode.object([("includeText", JSONNode.bool(false))])),
                ])
            ),
            (
                "completionProvider",
                JSONNode.object([
                    ("triggerCharacters", JSONNode.array(["\"", ":"].map(JSONNode.string))),
                    ("resolveProvider", JSONNode.bool(true)),
                ])
            ),
            ("hoverProvider", JSONNode.bool(true)),
            ("documentFormattingProvider", JSONNode.bool(true)),
            ("documentRangeFormattingProvider", JSONNode.bool(true)),
            ("documentSymbolProvider", JSONNode.bool(true)),
            ("foldingRangeProvider", JSONNode.bool(true)),
            ("selectionRangeProvider", JSONNode.bool(true)),
            (
                "codeActionProvider",
                JSONNode.object([("codeActionKinds", JSONNode.array([JSONNode.string("quickfix")]))])
            ),
            ("definitionProvider", JSONNode.bool(true)),
            ("referencesProvider", JSONNode.bool(true)),
            ("renameProvider", JSONNode.object([("prepareProvider", JSONNode.bool(true))])),
            ("inlayHintProvider", JSONNode.bool(true)),
            ("documentHighlightProvider", JSONNode.bool(true)),
            (
                "executeCommandProvider",
                JSONNode.object([("commands", JSONNode.array(Self.commands.map(JSONNode.string)))])
            ),
        ])
        return JSONNode.object([
            ("capabilities", capabilities),
            ("serverInfo", JSONNode.object([("name", JSONNode.string("loader-studio"))])),
        ])
    }
}

/// Why a request failed: the JSON-RPC code and a message naming the problem.
struct RequestFailure: Error {
    var code: JSONRPC.ErrorCode
    var message: String

    init(_ code: JSONRPC.ErrorCode, _ message: String) {
        self.code = code
        self.message = message
    }
}
