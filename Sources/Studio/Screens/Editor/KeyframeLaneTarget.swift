/// What a press on the keyframe lanes lands on: a handle or the background of the value graph,
/// a keyframe, or a lane's empty row. Two presses make a double-click only on the same target
/// (`UI.ClickTargets`): a press on a keyframe and one where it had been are two clicks.
enum KeyframeLaneTarget: Hashable, Sendable {
    /// Keyframe `index`'s handle on the value graph of lane `lane`.
    case graphHandle(lane: Int, index: Int)
    /// The value graph away from its handles.
    case graph
    /// Keyframe `index` of lane `lane`.
    case keyframe(lane: Int, index: Int)
    /// Lane `lane` away from its keyframes (its title column included).
    case lane(Int)
}
