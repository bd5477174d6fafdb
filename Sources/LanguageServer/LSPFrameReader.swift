/// Cuts the Language Server Protocol's byte stream into message bodies: each message is a
/// header block (`Content-Length: N`, optionally `Content-Type`, each line ending in `\r\n`, an
/// empty line after) and N bytes of JSON. A broken header is reported and reading goes on at
/// the next `Content-Length` (or past the header), and a message over `maxBodyBytes` is reported and its bytes skipped, so one bad
/// frame costs that frame only.
public struct LSPFrameReader: Sendable {
    /// What the stream gave next.
    public enum Item: Sendable, Hashable {
        /// One message's JSON bytes.
        case message([UInt8])
        /// A frame that could not be read, and why (the frame is dropped).
        case problem(String)
    }

    /// The longest header block read, in bytes.
    public static let maxHeaderBytes = 8 << 10
    /// The largest message read, in bytes: an 8 MiB spec written as a JSON string with every
    /// byte escaped, and room around it.
    public static let maxBodyBytes = 64 << 20

    private var buffer: [UInt8] = []
    /// Bytes of `buffer` before this are consumed.
    private var start = 0
    /// Bytes of an oversized body still to drop as they arrive.
    private var skipping = 0
    /// True after a broken header, until a header reads well.
    private var resyncing = false
    /// A header read whose body has not all arrived: where the body starts (bytes after
    /// `start`) and its length. Kept so a body arriving a few bytes at a time costs constant
    /// work per read, not a new parse of its header.
    private var pending: (bodyOffset: Int, length: Int)?
    /// Bytes after `start` already searched for the end of a header, without finding it.
    private var searched = 0

    public init() {}

    /// Adds bytes read from the stream.
    public mutating func append(_ bytes: some Collection<UInt8>) {
        if start > 0, start >= buffer.count / 2 {
            buffer.removeSubrange(0..<start)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// The next message or problem, or nil until more bytes arrive.
    public mutating func next() -> Item? {
        while true {
            switch step() {
            case .give(let item): return item
            case .wait: return nil
            case .again: continue
            }
        }
    }

    /// What one step of reading found.
    private enum Step {
        case give(Item)
        /// Nothing until more bytes arrive.
        case wait
        /// Bytes were skipped silently (the rest of a frame already reported): read on.
        case again
    }

    private mutating func step() -> Step {
        if let (bodyOffset, length) = pending {
            let bodyStart = start + bodyOffset
            guard buffer.count - bodyStart >= length else { return .wait }
            pending = nil
            consume(to: bodyStart + length)
            return .give(.message(Array(buffer[bodyStart..<(bodyStart + length)])))
        }
        if skipping > 0 {
            let dropped = min(skipping, buffer.count - start)
            consume(to: start + dropped)
            skipping -= dropped
            if skipping > 0 { return .wait }
        }
        guard let end = headerEnd() else {
            if buffer.count - start > Self.maxHeaderBytes {
                consume(to: buffer.count - 3)
                resyncing = true
                return .give(.problem("a message header is longer than \(Self.maxHeaderBytes) bytes; it was skipped"))
            }
            return .wait
        }
        let header = String(decoding: buffer[start..<end], as: UTF8.self)
        let bodyStart = end + 4
        guard let length = Self.contentLength(header) else {
            // Bytes before a header (the rest of a broken message): read again from the next
            // `Content-Length`, or else from past this block. The rest of a frame just reported
            // is not reported again.
            let next = Self.nextContentLength(in: buffer[(start + 1)..<end])
            consume(to: next ?? bodyStart)
            if next != nil, resyncing { return .again }
            resyncing = true
            return .give(
                .problem("a message header has no valid Content-Length (\(Self.quoted(header))); it was skipped"))
        }
        resyncing = false
        guard length <= Self.maxBodyBytes else {
            let dropped = min(length, buffer.count - bodyStart)
            consume(to: bodyStart + dropped)
            skipping = length - dropped
            return .give(
                .problem("a message of \(length) bytes is over the limit of \(Self.maxBodyBytes) bytes; it was skipped")
            )
        }
        guard buffer.count - bodyStart >= length else {
            pending = (bodyStart - start, length)
            return .wait
        }
        consume(to: bodyStart + length)
        return .give(.message(Array(buffer[bodyStart..<(bodyStart + length)])))
    }

    /// Moves `start` to `offset`: what is before it is read.
    private mutating func consume(to offset: Int) {
        start = offset
        searched = 0
    }

    /// The offset of the `\r\n\r\n` ending the header block at `start`, if it has arrived;
    /// each byte is searched once however the header arrives.
    private mutating func headerEnd() -> Int? {
        var i = start + max(0, searched - 3)
        let last = min(buffer.count, start + Self.maxHeaderBytes + 4) - 3
        while i < last {
            if buffer[i] == 0x0D, buffer[i + 1] == 0x0A, buffer[i + 2] == 0x0D, buffer[i + 3] == 0x0A { return i }
            i += 1
        }
        searched = max(searched, i - start)
        return nil
    }

    /// Where the first `Content-Length:` (in any case) in `bytes` starts, if one does.
    private static func nextContentLength(in bytes: ArraySlice<UInt8>) -> Int? {
        let name = Array("content-length:".utf8)
        var i = bytes.startIndex
        while i + name.count <= bytes.endIndex {
            var k = 0
            while k < name.count, bytes[i + k] | 0x20 == name[k] || bytes[i + k] == name[k] { k += 1 }
            if k == name.count { return i }
            i += 1
        }
        return nil
    }

    /// The Content-Length a header block gives: exactly one, all digits.
    static func contentLength(_ header: String) -> Int? {
        var length: Int?
        for line in header.split(separator: "\r\n", omittingEmptySubsequences: false) {
            guard let colon = line.firstIndex(of: ":") else { return nil }
            let name = line[..<colon].trimmingSpaces.lowercased()
            let value = line[line.index(after: colon)...].trimmingSpaces
            guard name == "content-length" else { continue }
            guard length == nil, !value.isEmpty, value.count <= 10, value.allSatisfy(\.isASCIIDigit),
                let number = Int(value)
            else { return nil }
            length = number
        }
        return length
    }

    /// A header as a message quotes it: on one line, at most 60 characters.
    private static func quoted(_ header: String) -> String {
        let line = header.split(separator: "\r\n").joined(separator: " | ")
        return line.count <= 60 ? line : String(line.prefix(59)) + "…"
    }

    /// `body` framed for the stream.
    public static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}

extension Substring {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
