/// UTF-8 text with a line index: the model a code editor edits.
///
/// The text lives in one contiguous byte array; a patch replaces its bytes in place (one memmove
/// of the tail, never a copy of the whole text), and the line index is updated for the lines the
/// patch touched, the later line starts shifted by the length change. Offsets are UTF-8 byte
/// offsets; a line ends before its `\n` (and before a `\r` that precedes it). The buffer holds
/// valid UTF-8 only: it is filled from Swift strings, whose invalid sequences were already
/// replaced by U+FFFD.
@MainActor
public final class TextDocumentBuffer {
    /// The line break the text uses, detected from its first line break (LF when it has none).
    enum LineEnding: String, Hashable, Sendable {
        case lf = "\n"
        case crlf = "\r\n"
    }

    /// The text's bytes. Keep no long-lived copy: the next edit would then copy the array.
    public private(set) var bytes: [UInt8]
    /// The offset where each line starts; the first is 0.
    public private(set) var lineStarts: [Int] = [0]
    /// Counts the patches applied; derived data (tokens, folds) can be cached by it.
    public private(set) var revision = 0
    /// The line break inserted text is converted to.
    let lineEnding: LineEnding

    private var observers: [(id: Int, call: @MainActor (AppliedPatch) -> Void)] = []
    private var changeObservers: [@MainActor (_ change: TextPatch, _ since: Int) -> Void] = []
    private var nextObserverID = 0
    /// The patches applied so far inside `grouping`, joined; nil outside it.
    private var group: JoinedPatch?
    private var isGrouping = false
    /// The revision a group began at.
    private var groupRevision = 0
    private var cachedLongestLine: (revision: Int, length: Int)?

    /// Creates a buffer holding `text`.
    public init(_ text: String = "") {
        bytes = Array(text.utf8)
        lineEnding = Self.detectLineEnding(bytes)
        lineStarts = Self.lineStarts(of: bytes[...], base: 0)
    }

    /// Creates a buffer from raw file bytes; invalid UTF-8 is replaced by U+FFFD.
    public convenience init(decoding data: [UInt8]) {
        self.init(String(decoding: data, as: UTF8.self))
    }

    /// The length in bytes.
    public var count: Int { bytes.count }
    /// The number of lines (an empty text has one).
    public var lineCount: Int { lineStarts.count }
    /// The whole text (a copy: O(n)).
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The text of a byte range (clamped to the text).
    public func string(in range: Range<Int>) -> String {
        let r = clamped(range)
        return String(decoding: bytes[r], as: UTF8.self)
    }

    /// The byte at `offset`, or nil outside the text.
    public func byte(at offset: Int) -> UInt8? { offset >= 0 && offset < bytes.count ? bytes[offset] : nil }

    /// `range` cut to 0...count.
    public func clamped(_ range: Range<Int>) -> Range<Int> {
        let lower = min(max(0, range.lowerBound), bytes.count)
        return lower..<min(max(lower, range.upperBound), bytes.count)
    }

    // MARK: Lines

    /// The line holding `offset` (clamped to the text).
    public func line(containing offset: Int) -> Int {
        var low = 0, high = lineStarts.count - 1
        let target = min(max(0, offset), bytes.count)
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= target { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The bytes of a line without its line break (`\n`, or `\r\n`).
    public func lineContentRange(_ line: Int) -> Range<Int> {
        let l = min(max(0, line), lineStarts.count - 1)
        let start = lineStarts[l]
        var end = l + 1 < lineStarts.count ? lineStarts[l + 1] - 1 : bytes.count
        if end > start, bytes[end - 1] == 0x0D, end < bytes.count, bytes[end] == 0x0A { end -= 1 }
        return start..<end
    }

    /// The text of a line without its line break.
    public func lineText(_ line: Int) -> String { string(in: lineContentRange(line)) }

    /// The line and byte column of an offset.
    public func position(of offset: Int) -> TextPosition {
        let o = min(max(0, offset), bytes.count)
        let line = line(containing: o)
        return TextPosition(line: line, column: o - lineStarts[line])
    }

    /// The offset of a line and byte column, clamped to the line's content and to a scalar
    /// boundary.
    public func offset(of position: TextPosition) -> Int {
        let range = lineContentRange(position.line)
        return scalarBoundary(atOrBefore: min(range.lowerBound + max(0, position.column), range.upperBound))
    }

    /// The most bytes any line holds (cached per revision).
    var longestLineLength: Int {
        if let cached = cachedLongestLine, cached.revision == revision { return cached.length }
        var longest = 0
        for i in 0..<lineStarts.count {
            let end = i + 1 < lineStarts.count ? lineStarts[i + 1] : bytes.count
            longest = max(longest, end - lineStarts[i])
        }
        cachedLongestLine = (revision, longest)
        return longest
    }

    // MARK: Editing

    /// Applies a patch (its range clamped to the text and to scalar boundaries) and tells the
    /// observers; returns it as applied, with the text it removed.
    @discardableResult
    public func apply(_ patch: TextPatch) -> AppliedPatch {
        apply(patch, inserting: Array(patch.replacement.utf8))
    }

    /// Replaces the whole text with `utf8` and tells the observers, as `apply` does; the buffer
    /// then shares `utf8`'s storage with the caller (an 8 MB file shown is held once, until one
    /// side changes it). Nil, and nothing changed, when `utf8` is not valid UTF-8.
    @discardableResult
    public func replaceAll(withUTF8 utf8: [UInt8]) -> AppliedPatch? {
        guard let text = String(validating: utf8, as: UTF8.self) else { return nil }
        return apply(TextPatch(range: 0..<bytes.count, replacement: text), inserting: utf8)
    }

    /// `apply`, with `inserted` the bytes of `patch.replacement`.
    private func apply(_ patch: TextPatch, inserting inserted: [UInt8]) -> AppliedPatch {
        let lower = scalarBoundary(atOrBefore: clamped(patch.range).lowerBound)
        let upper = scalarBoundary(atOrAfter: max(lower, clamped(patch.range).upperBound))
        let range = lower..<upper
        let removed = String(decoding: bytes[range], as: UTF8.self)
        if range == 0..<bytes.count {
            bytes = inserted
        } else {
            bytes.replaceSubrange(range, with: inserted)
        }
        updateLineStarts(replacing: range, with: inserted)
        revision += 1
        let applied = AppliedPatch(patch: TextPatch(range: range, replacement: patch.replacement), removed: removed)
        for observer in observers { observer.call(applied) }
        if isGrouping {
            if group == nil { group = JoinedPatch(applied.patch) } else { group!.add(applied.patch) }
        } else {
            for observer in changeObservers { observer(applied.patch, revision - 1) }
        }
        return applied
    }

    /// Runs `body`, whose patches reach the change observers as one (see `addChangeObserver`);
    /// the patch observers still see each. Groups do not nest: an inner one joins the outer.
    public func grouping(_ body: () -> Void) {
        guard !isGrouping else { return body() }
        isGrouping = true
        groupRevision = revision
        body()
        isGrouping = false
        guard let joined = group else { return }
        group = nil
        let patch = joined.patch(in: bytes)
        for observer in changeObservers { observer(patch, groupRevision) }
    }

    /// Calls `observer` once for every change of the text: each patch applied outside
    /// `grouping`, and one patch (the span they touched, in the text from before) for all the
    /// patches of a group, so an analysis of the text runs once per edit, not once per patch.
    /// `since` is the revision the change began at (`revision` is where it ended).
    public func addChangeObserver(_ observer: @escaping @MainActor (_ change: TextPatch, _ since: Int) -> Void) {
        changeObservers.append(observer)
    }

    /// Calls `observer` after every applied patch; returns an id for `removeObserver`.
    @discardableResult
    public func addObserver(_ observer: @escaping @MainActor (AppliedPatch) -> Void) -> Int {
        nextObserverID += 1
        observers.append((nextObserverID, observer))
        return nextObserverID
    }

    /// Stops calling an observer.
    func removeObserver(_ id: Int) { observers.removeAll { $0.id == id } }

    private func updateLineStarts(replacing range: Range<Int>, with inserted: [UInt8]) {
        // Starts in (lower, upper] came from line breaks inside the replaced bytes.
        let first = firstLineStartIndex(after: range.lowerBound)
        let last = firstLineStartIndex(after: range.upperBound)
        let added = Self.lineStarts(of: inserted[...], base: range.lowerBound).dropFirst()
        let delta = inserted.count - range.count
        lineStarts.replaceSubrange(first..<last, with: added)
        if delta != 0 {
            lineStarts.withUnsafeMutableBufferPointer { starts in
                for i in (first + added.count)..<starts.count { starts[i] += delta }
            }
        }
    }

    /// The index of the first line start greater than `offset`.
    private func firstLineStartIndex(after offset: Int) -> Int {
        var low = 0, high = lineStarts.count
        while low < high {
            let mid = (low + high) / 2
            if lineStarts[mid] <= offset { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// `base` followed by the offset after every `\n` of `slice`, shifted by `base` (the slice's
    /// own indices are ignored).
    static func lineStarts(of slice: ArraySlice<UInt8>, base: Int) -> [Int] {
        var starts = [base]
        var i = 0
        for byte in slice {
            i += 1
            if byte == 0x0A { starts.append(base + i) }
        }
        return starts
    }

    private static func detectLineEnding(_ bytes: [UInt8]) -> LineEnding {
        guard let newline = bytes.firstIndex(of: 0x0A) else { return .lf }
        return newline > 0 && bytes[newline - 1] == 0x0D ? .crlf : .lf
    }
}
