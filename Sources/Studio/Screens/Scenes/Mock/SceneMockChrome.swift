import Graphics
import LoaderKitUI
import Localization
import UI

/// The mock app's loading slot: holds the loading view the screen made, at its size, centred
/// and scaled about its centre (a bar spans the slot's width).
@MainActor
final class SceneMockSlot: View {
    private(set) var loadingView: View?
    /// The loading view's size in the slot's points (a bar's height).
    private(set) var size = 20.0
    /// True when the loading view spans the slot's width (a progress bar).
    private(set) var spansWidth = false
    /// The loading state's scale (1: its size).
    var scale = 1.0 { didSet { if scale != oldValue { setNeedsLayout() } } }

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        receivesPointer = false
    }

    func hold(_ view: View?, size: Double, spansWidth: Bool) {
        if loadingView !== view {
            loadingView?.removeFromSuperview()
            loadingView = view
            if let view { addSubview(view) }
        }
        self.size = max(0, size)
        self.spansWidth = spansWidth
        setNeedsLayout()
    }

    override func layoutSubviews() {
        guard let view = loadingView else { return }
        let s = max(0, scale)
        var w = (spansWidth ? bounds.width : size) * s, h = size * s
        // A bar not spanning the slot (a linear design in a list or over a scrim) takes a
        // bar's width and its own height, not a square of the slot's size.
        if !spansWidth, view is LoaderKitProgressView {
            let width = min(bounds.width * 0.7, 240)
            let natural = view.sizeThatFits(Size(width, .infinity))
            if natural.width == width && natural.height < width / 4 {
                w = width * s
                h = natural.height * s
            }
        }
        view.frame = Rect(x: (bounds.width - w) / 2, y: (bounds.height - h) / 2, width: w, height: h)
    }
}

/// The top of the mock app: a status bar (time, signal, Wi-Fi, battery) on phones and tablets,
/// and an app bar with the scene's title and its icons.
@MainActor
final class SceneMockHeader: View, MockPainted {
    let time = mockLabel(.text, font: Font(.ui, weight: .semibold))
    let title = mockLabel(.text, font: .title)
    private let glyphs = [
        MockGlyph(.signal, ink: .text), MockGlyph(.wifi, ink: .text), MockGlyph(.battery, ink: .text),
    ]
    private let leading: MockGlyph?
    private let trailing: [MockGlyph]
    private let separator = MockBox(fill: .separator)
    /// The status bar's height (0: none, a desktop).
    var statusHeight = 32.0 { didSet { if statusHeight != oldValue { setNeedsLayout() } } }
    static let barHeight = 48.0

    init(kind: SceneKind) {
        switch kind {
        case .button: leading = nil; trailing = []
        case .list: leading = nil; trailing = [MockGlyph(.search, ink: .accent), MockGlyph(.compose, ink: .accent)]
        case .feed: leading = nil; trailing = [MockGlyph(.search, ink: .text), MockGlyph(.bell, ink: .text)]
        case .overlay: leading = MockGlyph(.back, ink: .accent); trailing = [MockGlyph(.more, ink: .accent)]
        case .toolbar: leading = MockGlyph(.back, ink: .accent); trailing = [MockGlyph(.more, ink: .accent)]
        case .upload: leading = nil; trailing = [MockGlyph(.more, ink: .accent)]
        }
        super.init()
        for view in [time, title, separator] as [View] { addSubview(view) }
        for glyph in glyphs + trailing { addSubview(glyph) }
        if let leading { addSubview(leading) }
    }

    func applyPalette(_ palette: SceneMockPalette) { backgroundColor = .fixed(palette[.chrome]) }

    override func layoutSubviews() {
        let w = bounds.width, shown = statusHeight > 0
        time.isHidden = !shown
        for glyph in glyphs { glyph.isHidden = !shown }
        if shown {
            time.frame = Rect(x: 20, y: (statusHeight - 18) / 2, width: 60, height: 18)
            var x = w - 20
            for (glyph, width) in zip(glyphs.reversed(), [24.0, 15, 17]) {
                x -= width
                glyph.frame = Rect(x: x, y: (statusHeight - 11) / 2, width: width, height: 11)
                x -= 6
            }
        }
        let barY = statusHeight
        var titleX = 16.0
        if let leading {
            leading.frame = Rect(x: 8, y: barY + 12, width: 24, height: 24)
            titleX = 40
        }
        var right = w - 12
        for glyph in trailing.reversed() {
            right -= 24
            glyph.frame = Rect(x: right, y: barY + 12, width: 24, height: 24)
            right -= 14
        }
        title.frame = Rect(x: titleX, y: barY + 13, width: max(0, right - titleX - 8), height: 22)
        separator.frame = Rect(x: 0, y: bounds.height - 0.75, width: w, height: 0.75)
    }
}
