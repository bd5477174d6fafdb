import Foundation

/// The channel's wire format: each answer is one line of JSON with sorted keys, so answers
/// compare as text; an answer that is `{"error": ...}` decodes as a `ControlError`.
public enum ControlJSON {
    /// `answer` as one line of JSON.
    public static func line(_ answer: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(answer) else { return #"{"error":"unencodable answer"}"# }
        return String(decoding: data, as: UTF8.self)
    }

    /// Decodes an answer line as `type`; throws the answer's `ControlError` when it is one, and a
    /// `ControlError` naming the type and the decoding problem when it does not fit.
    public static func decode<Answer: Decodable>(_ type: Answer.Type, from line: String) throws -> Answer {
        let data = Data(line.utf8)
        let decoder = JSONDecoder()
        if let refusal = try? decoder.decode(ControlError.self, from: data) { throw refusal }
        do {
            return try decoder.decode(type, from: data)
        } catch {
            let shown = line.count > 300 ? String(line.prefix(300)) + "…" : line
            throw ControlError("the answer is not a \(Answer.self) (\(error)): \(shown)")
        }
    }
}
