import Foundation
import Graphics
import LoaderKitUI
import Render
import SDLHost
import UI

/// The skeleton overlay's frame cost: the animated gradient skeleton over a full 1280×800 mock
/// app screen (a feed of cards and a list), tick + record + rasterize per frame, no present.
let skeletonBenchmarks: [Benchmark] = [
    Benchmark(
        name: "skeleton",
        summary:
            "animated gradient skeleton over a 1280x800 mock screen: CPU per frame (tick + record + rasterize), sliding, shimmer and solid pulse"
    ) {
        MainActor.assumeIsolated { SkeletonFrameBenchmark.run() }
    }
]

@MainActor
enum SkeletonFrameBenchmark {
    /// A mock app screen: 8 cards (avatar, rich title, 3-line body, image, button, text field) and a
    /// list of 44 pt rows; every part skeletonable.
    static func makeScreen() -> (WindowRoot, View) {
        let engine: TextEngine = (try? SDLTextEngine(warn: { _ in })) ?? FixedWidthTextEngine()
        let window = WindowRoot(textEngine: engine)
        let screen = View()
        screen.backgroundColor = .token(.windowBackground)
        let feed = GridLayoutView(
            layout: GridLayout(columns: 4, rowHeight: 360, spacing: 16, padding: EdgeInsets(all: 16)))
        feed.frame = Rect(x: 0, y: 0, width: 960, height: 800)
        for index in 0..<8 { feed.addSubview(makeCard(index)) }
        let list = CollectionView(
            layout: GridLayout(columns: 1, rowHeight: 44, spacing: 4, padding: EdgeInsets(all: 8)),
            makeCell: makeRow,
            configureCell: { cell, index in
                (cell.subviews.last as? Label)?.text = "Row \(index)"
            })
        list.frame = Rect(x: 960, y: 0, width: 320, height: 800)
        list.itemCount = 40
        screen.addSubview(feed)
        screen.addSubview(list)
        for view in [screen, feed, list] as [View] { view.isSkeletonable = true }
        window.contentView = screen
        window.layout(size: Size(1280, 800), scale: 1)
        return (window, screen)
    }

    static func makeCard(_ index: Int) -> View {
        let card = View()
        card.backgroundColor = .token(.panel)
        card.borderColor = .token(.border)
        card.cornerRadius = 10
        let avatar = View(frame: Rect(x: 12, y: 12, width: 40, height: 40))
        avatar.backgroundColor = .token(.accent)
        avatar.cornerRadius = 20
        let title = Label(runs: [.weighted("Card \(index) ", .semibold), TextRun("new", color: .token(.accent))])
        title.frame = Rect(x: 60, y: 14, width: 150, height: 18)
        let body = Label("A few lines of body text that wrap across the card so the skeleton draws lines.")
        body.numberOfLines = 3
        body.frame = Rect(x: 12, y: 64, width: 200, height: 60)
        let image = View(frame: Rect(x: 12, y: 136, width: 200, height: 120))
        image.backgroundColor = .token(.border)
        let button = Button("Open")
        button.frame = Rect(x: 12, y: 268, width: 80, height: 28)
        let field = TextField(text: "", placeholder: "Comment")
        field.frame = Rect(x: 12, y: 308, width: 200, height: 28)
        for view in [avatar, title, body, image, button, field] as [View] {
            card.addSubview(view)
            view.isSkeletonable = true
        }
        card.isSkeletonable = true
        return card
    }

    static func makeRow() -> View {
        let row = View()
        let icon = View(frame: Rect(x: 8, y: 8, width: 28, height: 28))
        let label = Label("")
        label.frame = Rect(x: 44, y: 12, width: 200, height: 20)
        row.addSubview(icon)
        row.addSubview(label)
        for view in [row, icon, label] { view.isSkeletonable = true }
        return row
    }

    static func run() -> [BenchFigure] {
        measure(animation: nil, suffix: "") + measure(animation: .shimmer(SkeletonShimmer()), suffix: "_shimmer")
            + measure(animation: nil, gradient: false, suffix: "_pulse")
    }

    /// Frames of the animated gradient skeleton (or, with `gradient` false, the solid pulse).
    static func measure(animation: SkeletonLayerAnimation?, gradient: Bool = true, suffix: String) -> [BenchFigure] {
        let (window, screen) = makeScreen()
        let (w, h) = window.pixelSize
        var pixmap = Pixmap(width: w, height: h)!
        let renderer = Renderer()
        renderer.render(window.recordFrame().list, into: &pixmap)
        if gradient {
            screen.showAnimatedGradientSkeleton(animation: animation, transition: .none)
        } else {
            screen.showAnimatedSkeleton(animation: animation, transition: .none)
        }
        return measureWindowFrames(window, into: &pixmap, renderer: renderer, warmup: 20, frames: 120, suffix: suffix)
    }
}
