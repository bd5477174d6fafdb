import Graphics
import LoaderKitUI
import Render
import TestSupport
import UI
import UITestSupport
import XCTest

/// The skeleton overlay paints square opaque leaves completely, so their dirty rects are recorded
/// without the content under them: frames drawn that way must equal full redraws exactly.
@MainActor
private final class OcclusionScreen {
    let content = View()
    let root = View()
    /// The wrapped bodies (their lines stay inside them).
    let bodies: [Label]
    let list: CollectionView
    let window: WindowRoot

    /// `fraction` offsets the cards by part of a point.
    init(scale: Double, theme: Theme, fraction: Double = 0.3) {
        root.frame = Rect(x: 0, y: 0, width: 400, height: 260)
        root.backgroundColor = .token(.windowBackground)
        var bodies: [Label] = []
        for i in 0..<3 {
            // Cards at fractional positions, one clipping a leaf that sticks out of it; the titles'
            // lines are wider than the labels.
            let card = View(frame: Rect(x: 8 + fraction + Double(i) * 96, y: 10 + fraction, width: 88, height: 200))
            card.backgroundColor = .token(.panel)
            card.borderColor = .token(.border)
            card.cornerRadius = 8
            card.clipsToBounds = i == 2
            let avatar = View(frame: Rect(x: 6, y: 6, width: 24, height: 24))
            avatar.backgroundColor = .token(.accent)
            avatar.cornerRadius = 12
            let title = Label("Title \(i) with words")
            title.frame = Rect(x: 34, y: 8.25, width: i == 2 ? 80 : 48, height: 18)
            let body = Label("Body text that wraps over a few lines")
            body.numberOfLines = 3
            body.frame = Rect(x: 6, y: 40, width: 76, height: 50)
            let image = View(frame: Rect(x: 6, y: 96, width: 76, height: 50.5))
            image.backgroundColor = .token(.border)
            let button = Button("Open")
            button.frame = Rect(x: 6, y: 156, width: 50, height: 24)
            for view in [avatar, title, body, image, button] as [View] {
                card.addSubview(view)
                view.isSkeletonable = true
            }
            card.isSkeletonable = true
            root.addSubview(card)
            bodies.append(body)
        }
        self.bodies = bodies
        let hiddenBadge = View(frame: Rect(x: 60, y: 220, width: 30, height: 14))
        hiddenBadge.backgroundColor = .token(.error)
        hiddenBadge.isHiddenWhenSkeletonIsActive = true
        root.addSubview(hiddenBadge)
        list = CollectionView(
            layout: GridLayout(columns: 1, rowHeight: 30, spacing: 4, padding: EdgeInsets(all: 4)),
            makeCell: {
                let row = View()
                let label = Label("")
                label.frame = Rect(x: 4, y: 6, width: 50, height: 18)
                row.addSubview(label)
                for view in [row, label] { view.isSkeletonable = true }
                return row
            }, configureCell: { cell, index in (cell.subviews.last as? Label)?.text = "Row \(index)" })
        list.frame = Rect(x: 296, y: 0, width: 104, height: 260)
        list.itemCount = 20
        list.isSkeletonable = true
        root.addSubview(list)
        root.isSkeletonable = true
        content.addSubview(root)
        window = WindowRoot(textEngine: FixedWidthTextEngine(), theme: theme, contentView: content)
        window.layout(size: Size(400, 260), scale: scale)
        _ = window.recordFrame()
    }
}

final class SkeletonOcclusionTests: XCTestCase {
    func testIncrementalFramesEqualFullRedrawsAtEveryScaleAndLook() {
        onMain {
            let looks: [(Bool, SkeletonLayerAnimation?)] = [
                (true, nil), (true, .shimmer(SkeletonShimmer(speed: 500, highlightWidth: 60, pause: 0.1))),
                (true, GradientDirection.topLeftBottomRight.slidingAnimation()), (false, nil),
            ]
            for (scale, fraction) in [(1.0, 0.0), (1, 0.3), (1.5, 0.3), (2, 0)] {
                for (gradient, animation) in looks {
                    let screen = OcclusionScreen(scale: scale, theme: scale == 1.5 ? .dark : .light, fraction: fraction)
                    let window = screen.window
                    var pixmap = window.renderAll()
                    if gradient {
                        screen.root.showAnimatedGradientSkeleton(animation: animation, transition: .none)
                    } else {
                        screen.root.showAnimatedSkeleton(transition: .none)
                    }
                    Renderer().render(window.recordFrame().list, into: &pixmap)
                    for frame in 0..<16 {
                        window.tick(dt: 1.0 / 20)
                        Renderer().render(window.recordFrame().list, into: &pixmap)
                        if frame % 4 == 3 {
                            let full = window.renderAll()
                            let wrong = zip(pixmap.pixels, full.pixels).filter { $0 != $1 }.count
                            XCTAssertEqual(wrong, 0, "scale \(scale), \(String(describing: animation)), frame \(frame)")
                        }
                    }
                }
            }
        }
    }

    func testSquareLeavesAreRecordedWithoutTheContentUnderThem() {
        onMain {
            let screen = OcclusionScreen(scale: 1, theme: .light, fraction: 0)
            let window = screen.window
            screen.root.showAnimatedGradientSkeleton(transition: .none)
            _ = window.recordFrame()
            window.tick(dt: 1.0 / 60)
            let frame = window.recordFrame()
            XCTAssertFalse(frame.dirty.isEmpty)
            // Text is drawn as masks: the labels under the bones are not recorded any more.
            let labelRects = screen.bodies.map { $0.windowFrame.insetBy(dx: -2, dy: -4) }
            func labelMasks(_ list: DisplayList) -> Int {
                list.commands.filter { command in
                    guard case .drawMask(_, let at, _) = command else { return false }
                    return labelRects.contains { $0.contains(at) }
                }.count
            }
            XCTAssertEqual(labelMasks(frame.list), 0)
            // Hidden, it gives the content back.
            screen.root.hideSkeleton(transition: .none)
            XCTAssertGreaterThan(labelMasks(window.recordFrame().list), 0)
        }
    }
}
