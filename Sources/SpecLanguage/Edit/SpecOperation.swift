import LoaderKitCore

/// Spec-aware operations of the visual editors, each lowered to `SpecEdit`s.
/// `part` is the part's path: "" for a spec without `parts`, "parts[i]" otherwise.
/// `track` is a track's path, e.g. "tracks[0]", "parts[1].groupTracks[0]".
public enum SpecOperation: Hashable, Sendable {
    case set(JSONPath, json: String)
    /// Moves keyframe `index` to keyTime `time`, clamped to [0, 1] and never past a neighbour
    /// (keyTimes stay non-decreasing; LoaderKit lets the first and last leave 0 and 1, holding
    /// the end values).
    case moveKeyframe(track: JSONPath, index: Int, time: Double)
    /// Sets keyframe `index`'s value: a number or `{"$param": "name"}`.
    case setKeyframeValue(track: JSONPath, index: Int, json: String)
    /// A keyframe at `time` whose value is the track's current value there (the motion at the
    /// keyframes unchanged); a per-segment easing gets the split segment's easing twice, so the
    /// curve's shape within that segment changes unless it is linear (the same with one easing
    /// for every segment). Refused at a time that already has a keyframe.
    case addKeyframe(track: JSONPath, time: Double)
    case removeKeyframe(track: JSONPath, index: Int)
    /// Moves every selected keyframe by `delta` (keyTime units). Refused, with LoaderKit's message
    /// ("tracks[0].keyTimes[2] must be within [0, 1]", "tracks[0].keyTimes must be
    /// non-decreasing"), when a keyTime would leave [0, 1] or pass an unselected neighbour; nothing
    /// is clamped. Each new keyTime is rounded as `EditPrecision.rounded(_:_:from:)` gives it from
    /// the old one and `delta`.
    case moveKeyframes(KeyframeSelection, by: Double)
    /// Scales the selected keyTimes by `factor` (> 0) about `pivot`: t′ = pivot + (t − pivot)·factor,
    /// refused as `moveKeyframes` is.
    case scaleKeyframeTimes(KeyframeSelection, factor: Double, pivot: KeyframeTimePivot)
    /// Adds `delta` to every selected value that is a number (in each value's unit); a selected
    /// `$param` value is refused, naming it.
    case offsetKeyframeValues(KeyframeSelection, by: Double)
    /// Scales the selected values of each track about their mean (that track's selected values):
    /// v′ = mean + (v − mean)·factor. A `$param` value is refused, naming it.
    case scaleKeyframeValues(KeyframeSelection, factor: Double)
    /// Sets the easing (a name or `[x1, y1, x2, y2]`) of every selected segment: each segment
    /// between two consecutive selected keyframes of a track. A track whose every segment is
    /// selected gets one `easing` for all; otherwise its easing becomes one per segment (the
    /// others keep theirs). Refused when no segment is selected.
    case setSegmentEasing(KeyframeSelection, json: String)
    /// Mirrors each track's selected keyframes in time: the selected keyTimes mirrored within
    /// their span, the values in reverse order, the easings of the segments between them in
    /// reverse order and each curve mirrored (x1, y1, x2, y2 → 1−x2, 1−y2, 1−x1, 1−y1; easeIn ↔
    /// easeOut). Refused as `moveKeyframes` is when an unselected keyframe lies between.
    case reverseKeyframes(KeyframeSelection)
    /// Sets each track's last value to its first value (the same text).
    case makeLoop(tracks: [JSONPath])
    /// Inserts the clip's keyframes into `track`, its first keyframe at `time` and the others
    /// at the same distances; a keyframe at a time the track has already replaces that
    /// keyframe's value. Refused when a time leaves [0, 1] or the clip's values are of another
    /// kind (`EditPrecision.Quantity`) than the track's property.
    case pasteKeyframes(track: JSONPath, clip: KeyframeClip, at: Double)
    /// Appends a track (its JSON, e.g. copied from another document) to the part's `tracks` or
    /// `groupTracks`.
    case insertTrack(part: JSONPath, group: Bool, json: String)
    /// Appends a part (its JSON) to the spec's parts (a spec without `parts` gets them, as
    /// `addPart` does).
    case insertPart(json: String)
    /// Sets the track's `easing`; nil removes it.
    case setEasing(track: JSONPath, json: String?)
    /// A valid layout of that type (schema defaults; size kept when it applies).
    case setLayoutType(part: JSONPath, type: String)
    case setShapeType(part: JSONPath, type: String)
    /// A spec without `parts` becomes one with `parts` when a second part appears: its top-level
    /// part members move into `parts[0]`, every other member stays.
    case addPart, duplicatePart(index: Int), removePart(index: Int), movePart(from: Int, to: Int)
    /// keyTimes [0, 1], values the property's rest value twice.
    case addTrack(part: JSONPath, group: Bool, property: String)
    case removeTrack(track: JSONPath)
    /// Adds a common move's track (its keyframes and easing); a track of the same property in
    /// that list is replaced in its place.
    case addMove(part: JSONPath, group: Bool, move: TrackMove)
    /// `stagger` becomes a list with one offset per element, each the element's current offset,
    /// so the motion stays: as many as the default params make, or `atLeast` (the elements of
    /// tuned params; LoaderKit ignores the extra ones). Refused when it is a list already.
    case addElementOffsets(part: JSONPath, atLeast: Int = 0)
    /// A list of offsets becomes `{each, start}` (start the first offset, each the step to the
    /// second; an evenly spaced list keeps its motion); all zero removes `stagger`.
    case removeElementOffsets(part: JSONPath)
    /// `durations` with one entry per element (as many as for `addElementOffsets`), each the
    /// part's cycle.
    case addElementDurations(part: JSONPath, atLeast: Int = 0)
    /// Removes `durations`: every element runs on the part's cycle.
    case removeElementDurations(part: JSONPath)
    /// Removes the part's rest value of `property`; the whole `rest` when it was the last one.
    case removeRest(part: JSONPath, property: String)
    /// Declares param `name` with its default `value` (`params` made when the spec has none).
    case addParam(name: String, value: Double)
    /// Renames a param and every `{"$param": …}` that uses it, in one edit.
    case renameParam(from: String, to: String)
    /// Removes a param; one that is used is refused unless `inliningDefault`, which writes its
    /// default in place of each use first. The last param takes `params` with it.
    case removeParam(name: String, inliningDefault: Bool)
}

/// The outcome of `SpecEditor.perform`.
public struct SpecEditResult: Sendable {
    /// The new text.
    public let bytes: [UInt8]
    /// Relative to the old text, sorted, non-overlapping (merged).
    public let textEdits: [SpecTextEdit]
    /// Validation and prepare problems of the new text, in LoaderKit's wording; empty when valid.
    /// A visual control refuses a result with problems and shows `problems[0]`.
    public let problems: [String]

    public init(bytes: [UInt8], textEdits: [SpecTextEdit], problems: [String]) {
        self.bytes = bytes
        self.textEdits = textEdits
        self.problems = problems
    }

    public var isValid: Bool { problems.isEmpty }
}
