import LoaderKitCore

/// JSON-RPC 2.0 as the Language Server Protocol uses it: the messages a server reads and the
/// responses and notifications it writes, as JSON bytes.
enum JSONRPC {
    /// The error codes a server answers with.
    enum ErrorCode: Int {
        case parseError = -32700
        case invalidRequest = -32600
        case methodNotFound = -32601
        case invalidParams = -32602
        case internalError = -32603
        case serverNotInitialized = -32002
        case requestFailed = -32803
        case requestCancelled = -32800
    }

    /// A request's or response's id: a number or a string (null when it could not be read).
    typealias ID = JSONNode

    /// What one message is.
    enum Message {
        case request(id: ID, method: String, params: JSONNode?)
        case notification(method: String, params: JSONNode?)
        /// A response to a request of ours (the server sends none, so it is dropped).
        case response
    }

    /// Reads one message's bytes; a failure is the error to answer with (and the id, if read).
    static func read(_ body: [UInt8]) -> Result<Message, Failure> {
        let node: JSONNode
        do {
            node = try JSONParser.parse(body)
        } catch {
            return .failure(
                Failure(
                    id: JSONNode.null, code: .parseError,
                    message: "The message is not JSON: \(error.reason) at byte \(error.offset)"))
        }
        guard let object = node.object else {
            return .failure(
                Failure(id: JSONNode.null, code: .invalidRequest, message: "The message is not a JSON-RPC object"))
        }
        let id = object["id"]
        if let id, !(id.number != nil || id.string != nil || id.isNull) {
            return .failure(
                Failure(
                    id: JSONNode.null, code: .invalidRequest,
                    message: "The message's id is neither a number nor a string"))
        }
        guard let methodNode = object["method"] else {
            if id != nil, object["result"] != nil || object["error"] != nil { return .success(.response) }
            return .failure(
                Failure(id: id ?? JSONNode.null, code: .invalidRequest, message: "The message has no method"))
        }
        guard let method = methodNode.string else {
            return .failure(
                Failure(id: id ?? JSONNode.null, code: .invalidRequest, message: "The message's method is not a string")
            )
        }
        // `null` params count as none (Emacs's eglot sends `shutdown` with them).
        let params = object["params"].flatMap { $0.isNull ? nil : $0 }
        if let params, params.object == nil, params.array == nil {
            return .failure(
                Failure(
                    id: id ?? JSONNode.null, code: .invalidRequest,
                    message: "\(method): params must be an object or an array"))
        }
        if let id { return .success(.request(id: id, method: method, params: params)) }
        return .success(.notification(method: method, params: params))
    }

    /// An error to answer a request with.
    struct Failure: Error {
        var id: ID
        var code: ErrorCode
        var message: String
    }

    /// The response to request `id` with `result`.
    static func response(id: ID, result: JSONNode) -> [UInt8] {
        bytes(JSONNode.object([("jsonrpc", JSONNode.string("2.0")), ("id", id), ("result", result)]))
    }

    /// The error response for `failure`.
    static func response(_ failure: Failure) -> [UInt8] {
        let error = JSONNode.object([
            ("code", JSONNode.number(Double(failure.code.rawValue))), ("message", JSONNode.string(failure.message)),
        ])
        return bytes(JSONNode.object([("jsonrpc", JSONNode.string("2.0")), ("id", failure.id), ("error", error)]))
    }

    /// A notification of `method` with `params`.
    static func notification(_ method: String, _ params: JSONNode) -> [UInt8] {
        bytes(
            JSONNode.object([
                ("jsonrpc", JSONNode.string("2.0")), ("method", JSONNode.string(method)), ("params", params),
            ]))
    }

    private static func bytes(_ node: JSONNode) -> [UInt8] { Array(JSONWriter.string(node).utf8) }
}
