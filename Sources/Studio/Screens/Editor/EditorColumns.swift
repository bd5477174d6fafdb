import Localization
import UI

/// How the Editor's width is shared, left to right: the side panel (document, outline and
/// problems), the previews, the source pane with its split handle (while shown) and the
/// inspector. The previews always keep `stageMinimum`; each pane keeps its own minimum or, when
/// that does not fit, collapses to a `RailButton` that reopens it. Panes are served in the order
/// the user last asked for them (`order`, most wanted first), so reopening a rail collapses
/// another pane rather than cutting one. All widths in points.
struct EditorColumns: Equatable {
    /// A pane that can give way to the others.
    enum Pane: String, CaseIterable, Sendable {
        case outline, source, inspector

        /// The name its rail shows.
        var title: Message {
            switch self {
            case .outline: EditorText.railOutline
            case .source: EditorText.railSource
            case .inspector: EditorText.railInspector
            }
        }

        /// Its rail's tooltip: "Show the inspector".
        var showTitle: Message {
            switch self {
            case .outline: EditorText.showOutline
            case .source: EditorText.showSource
            case .inspector: EditorText.showInspector
            }
        }
    }

    /// The least width of the previews: the 160-point preview's card and the stage's padding.
    static let stageMinimum = 256.0
    /// The split handle beside the source pane.
    static let splitWidth = 7.0
    /// Below this Editor width the side panel narrows from 240 to 200 points.
    static let narrowWidth = 1100.0

    /// The width each pane is given (0: not shown or collapsed to its rail).
    private(set) var widths: [Pane: Double] = [:]
    /// The panes collapsed to rails for want of room.
    private(set) var rails: Set<Pane> = []
    /// The previews' width.
    private(set) var stageWidth = 0.0

    /// Shares `width`; `sourceWidth` is the width the user gave the source pane (nil: hidden).
    init(width: Double, sourceWidth: Double?, order: [Pane]) {
        var shown: [Pane] = [.outline, .inspector]
        if sourceWidth != nil { shown.append(.source) }
        let served = order.filter(shown.contains) + shown.filter { !order.contains($0) }
        var room = width - Self.stageMinimum - (sourceWidth == nil ? 0 : Self.splitWidth)
        // Minimums first, in the order asked for; a pane that cannot have its minimum (with a
        // rail kept for each pane after it) becomes a rail.
        for (index, pane) in served.enumerated() {
            let railsAfter = Double(served.count - index - 1) * RailButton.width
            let minimum = Self.minimum(pane, width: width)
            if minimum + railsAfter <= room {
                widths[pane] = minimum
                room -= minimum
            } else {
                rails.insert(pane)
                widths[pane] = 0
                room -= RailButton.width
            }
        }
        // Then each open pane grows to its ideal width while room remains, in the same order but
        // the source pane last (its ideal is whatever the user dragged it to).
        let growing = served.filter { $0 != .source } + served.filter { $0 == .source }
        for pane in growing where !rails.contains(pane) {
            let ideal = Self.ideal(pane, width: width, sourceWidth: sourceWidth ?? 0)
            let grown = min(ideal, (widths[pane] ?? 0) + max(0, room))
            room -= grown - (widths[pane] ?? 0)
            widths[pane] = grown
        }
        stageWidth = Self.stageMinimum + max(0, room)
    }

    /// The width of `pane`'s column: its own, or its rail's.
    func columnWidth(_ pane: Pane) -> Double { rails.contains(pane) ? RailButton.width : widths[pane] ?? 0 }

    /// The least width a pane is usable at.
    static func minimum(_ pane: Pane, width: Double) -> Double {
        switch pane {
        case .outline: 200
        case .source: 232
        case .inspector: 272
        }
    }

    /// The width a pane takes when there is room.
    static func ideal(_ pane: Pane, width: Double, sourceWidth: Double) -> Double {
        switch pane {
        case .outline: width < narrowWidth ? 200 : 240
        case .source: max(minimum(.source, width: width), sourceWidth)
        case .inspector: 300
        }
    }
}
