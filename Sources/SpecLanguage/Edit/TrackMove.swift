import LoaderKitCore

/// A common move a designer starts a track from: the property, its keyframes and easing, added
/// in one step (`SpecOperation.addMove`). Distances are in box units (a negative y is up),
/// angles in radians, as LoaderKit's tracks have them.
public enum TrackMove: String, CaseIterable, Hashable, Sendable {
    case fadeIn, fadeOut, pulse, hop, spin, pingPong

    /// The name a designer knows it by.
    public var title: String {
        switch self {
        case .fadeIn: "Fade in"
        case .fadeOut: "Fade out"
        case .pulse: "Pulse"
        case .hop: "Hop"
        case .spin: "Spin"
        case .pingPong: "Ping-pong"
        }
    }

    /// What it does, for a tooltip.
    public var summary: String {
        switch self {
        case .fadeIn: "Opacity from 0 to 1"
        case .fadeOut: "Opacity from 1 to 0"
        case .pulse: "Scale down to 0.6 and back"
        case .hop: "Up by 0.2 of the box and down again"
        case .spin: "A whole turn, at an even speed"
        case .pingPong: "Left and right by 0.15 of the box, and back"
        }
    }

    public var property: Property {
        switch self {
        case .fadeIn, .fadeOut: .opacity
        case .pulse: .scale
        case .hop: .translateY
        case .spin: .rotate
        case .pingPong: .translateX
        }
    }

    /// The track's JSON (one line, the studio's number forms).
    var trackJSON: String {
        let (times, values, easing): ([Double], [Double], String) =
            switch self {
            case .fadeIn: ([0, 1], [0, 1], "easeOut")
            case .fadeOut: ([0, 1], [1, 0], "easeIn")
            case .pulse: ([0, 0.5, 1], [1, 0.6, 1], "easeInOut")
            case .hop: ([0, 0.5, 1], [0, -0.2, 0], "easeInOut")
            case .spin: ([0, 1], [0, 2 * Double.pi], "linear")
            case .pingPong: ([0, 0.5, 1], [-0.15, 0.15, -0.15], "easeInOut")
            }
        func list(_ numbers: [Double]) -> String {
            "[" + numbers.map(SpecNumberText.format).joined(separator: ", ") + "]"
        }
        return "{\"property\": \(EditLowering.quote(property.rawValue)), \"keyTimes\": \(list(times)), "
            + "\"values\": \(list(values)), \"easing\": \(EditLowering.quote(easing))}"
    }
}

extension OperationLowering {
    /// Adds `move`'s track to the part's tracks (or group tracks); a track of the same property
    /// there is replaced in its place, so the part still animates each property once.
    func addMove(_ part: JSONPath, group: Bool, move: TrackMove) throws(SpecEditError) -> [SpecEdit] {
        let partNode = try object(at: part, "part")
        let key = group ? "groupTracks" : "tracks"
        let listPath = part.appending(key: key)
        guard let list = tree.value(named: key, in: partNode), tree[list].kind == .array else {
            return [.set(listPath, json: "[" + move.trackJSON + "]")]
        }
        let tracks = Array(tree.children(of: list))
        let same = tracks.firstIndex { track in
            tree[track].kind == .object
                && tree.value(named: "property", in: track).flatMap { tree.string($0) } == move.property.rawValue
        }
        if let same { return [.set(listPath.appending(index: same), json: move.trackJSON)] }
        return [.insert(listPath.appending(index: tracks.count), json: move.trackJSON)]
    }
}
