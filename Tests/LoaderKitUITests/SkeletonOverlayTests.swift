import Graphics
import LoaderKitUI
import Render
import TestSupport
import UI
import UITestSupport
import XCTest

/// A view with a fixed natural size, for stacks.
private final class Swatch: View {
    let size: Size
    init(_ w: Double, _ h: Double, color: String) {
        size = Size(w, h)
        super.init()
        backgroundColor = .fixed(Color(hex: color)!)
    }
    override var intrinsicContentSize: Size? { size }
}

/// A card of rich text, a wrapped body, a button and a swatch in a stack, on a panel.
@MainActor
private final class CardScreen {
    let content = View()
    let card: StackView
    let title = Label(runs: [
        .weighted("Release ", .semibold), TextRun("notes", color: .token(.accent)),
        TextRun(" today", color: .token(.error)),
    ])
    let body = Label("A body of text that wraps over several lines inside the card, with more words")
    let button = Button("Open")
    let swatch = Swatch(60, 20, color: "#FF0000")
    let window: WindowRoot

    init(theme: Theme = .light) {
        body.numberOfLines = 0
        card = StackView(
            axis: .vertical, spacing: 8, alignment: .fill, padding: EdgeInsets(all: 12),
            views: [title, body, button, swatch])
        card.backgroundColor = .token(.panel)
        card.cornerRadius = 10
        card.frame = Rect(x: 20, y: 20, width: 260, height: 220)
        content.addSubview(card)
        window = makeWindow(320, 280, content: content, theme: theme)
        card.isSkeletonable = true
        for view in [title, body, button] as [View] { view.isSkeletonable = true }
    }
}

/// A skeletonable panel with one skeletonable block, for pixel checks.
@MainActor
private func blockScreen(theme: Theme = .light) -> (WindowRoot, View, View) {
    let content = View(), root = View(), block = View()
    root.backgroundColor = .token(.panel)
    root.frame = Rect(x: 0, y: 0, width: 200, height: 100)
    block.frame = Rect(x: 20, y: 20, width: 100, height: 60)
    block.backgroundColor = .fixed(Color(hex: "#0000FF")!)
    root.addSubview(block)
    content.addSubview(root)
    root.isSkeletonable = true
    block.isSkeletonable = true
    return (makeWindow(240, 120, content: content, theme: theme), root, block)
}

private extension Pixmap {
    func rgb(_ x: Int, _ y: Int) -> String { String(hex(x, y).prefix(7)) }
}

final class SkeletonOverlayTests: XCTestCase {
    func testShowThenHideIsPixelIdenticalWithRichTextAndStacks() {
        onMain {
            let screen = CardScreen()
            let window = screen.window
            let before = window.renderAll()
            var pixmap = before
            @MainActor func step() { Renderer().render(window.recordFrame().list, into: &pixmap) }
            screen.card.showAnimatedGradientSkeleton(transition: .none)
            XCTAssertTrue(screen.card.isSkeletonActive)
            window.tick(dt: 0.4)
            step()
            XCTAssertNotEqual(pixmap, before)
            XCTAssertEqual(pixmap, window.renderAll())  // the dirty regions cover every change
            screen.card.hideSkeleton(transition: .none)
            XCTAssertFalse(screen.card.isSkeletonActive)
            step()
            XCTAssertEqual(pixmap, before)
            XCTAssertEqual(window.renderAll(), before)
            XCTAssertEqual(screen.title.runs.count, 3)  // the content was never touched
            // The same with fades both ways.
            screen.card.showSkeleton(transition: .crossDissolve(0.25))
            for _ in 0..<3 { window.tick(dt: 0.1); step() }
            XCTAssertNotEqual(pixmap, before)
            screen.card.hideSkeleton(transition: .crossDissolve(0.25))
            window.tick(dt: 0.1); step()
            XCTAssertNotEqual(pixmap, before)
            for _ in 0..<3 { window.tick(dt: 0.1); step() }
            XCTAssertFalse(window.isAnimating)
            XCTAssertEqual(pixmap, before)
        }
    }

    func testAnimationInvalidatesEverythingItChanges() {
        onMain {
            for animation in [
                SkeletonLayerAnimation.shimmer(SkeletonShimmer(speed: 400, highlightWidth: 60, pause: 0.1)),
                GradientDirection.topLeftBottomRight.slidingAnimation(), .pulse,
            ] {
                let screen = CardScreen()
                let window = screen.window
                var pixmap = window.renderAll()
                screen.card.showAnimatedGradientSkeleton(animation: animation, transition: .none)
                Renderer().render(window.recordFrame().list, into: &pixmap)
                for frame in 0..<40 {
                    window.tick(dt: 1.0 / 30)
                    Renderer().render(window.recordFrame().list, into: &pixmap)
                    if frame % 5 == 0 { XCTAssertEqual(pixmap, window.renderAll(), "\(animation) frame \(frame)") }
                }
            }
        }
    }

    func testHiddenWhenActiveCoversTheViewWithItsBackdropAndGivesItBack() {
        onMain {
            let screen = CardScreen()
            screen.swatch.isHiddenWhenSkeletonIsActive = true  // works on non-skeletonable views too
            let c = screen.swatch.windowFrame.center
            XCTAssertEqual(screen.window.renderAll().rgb(Int(c.x), Int(c.y)), "#FF0000")
            screen.card.showSkeleton(transition: .none)
            XCTAssertEqual(screen.window.renderAll().rgb(Int(c.x), Int(c.y)), "#FFFFFF")
            XCTAssertFalse(screen.swatch.isHidden)
            screen.card.hideSkeleton(transition: .none)
            XCTAssertEqual(screen.window.renderAll().rgb(Int(c.x), Int(c.y)), "#FF0000")
        }
    }

    func testInteractionIsDisabledWhileActiveAndBackAfter() {
        onMain {
            let screen = CardScreen()
            var clicks = 0
            screen.button.action = { clicks += 1 }
            screen.card.showSkeleton(transition: .none)
            screen.window.click(screen.button)
            XCTAssertEqual(clicks, 0)
            screen.card.hideSkeleton(transition: .none)
            screen.window.click(screen.button)
            XCTAssertEqual(clicks, 1)
            screen.button.isUserInteractionDisabledWhenSkeletonIsActive = false
            screen.card.showSkeleton(transition: .none)
            screen.window.click(screen.button)
            XCTAssertEqual(clicks, 2)
        }
    }

    func testActiveStateCoversVisitedViewsOnly() {
        onMain {
            let screen = CardScreen()
            screen.card.showSkeleton(transition: .none)
            XCTAssertTrue(screen.title.isSkeletonActive)
            XCTAssertTrue(screen.content.isSkeletonActive)  // a descendant is active
            XCTAssertFalse(screen.swatch.isSkeletonActive)  // not skeletonable: not reached
            let plain = View()
            plain.showSkeleton(transition: .none)  // not skeletonable: nothing happens
            XCTAssertFalse(plain.isSkeletonActive)
        }
    }

    func testDelayedShowIsCancelledByHideAndByALaterShow() {
        onMain {
            let (window, root, _) = blockScreen()
            let before = window.renderAll()
            root.showSkeleton(delay: 0.5, transition: .none)
            XCTAssertFalse(root.isSkeletonActive)
            XCTAssertTrue(window.isAnimating)
            window.tick(dt: 0.3)
            root.hideSkeleton()
            window.tick(dt: 1)
            XCTAssertFalse(root.isSkeletonActive)
            XCTAssertEqual(window.renderAll(), before)
            root.showSkeleton(delay: 0.5, transition: .none)
            window.tick(dt: 0.6)
            XCTAssertTrue(root.isSkeletonActive)
            XCTAssertEqual(root.currentSkeletonConfig?.animated, true)  // delayed shows animate by default
            root.hideSkeleton(transition: .none)
            root.showSkeleton(delay: 0.5, transition: .none)
            root.showGradientSkeleton(transition: .none)
            XCTAssertTrue(root.isSkeletonActive)
            window.tick(dt: 1)
            XCTAssertEqual(root.currentSkeletonConfig?.type, .gradient)
            XCTAssertEqual(root.currentSkeletonConfig?.animated, false)
        }
    }

    func testUpdateSwitchesBetweenSolidAndGradient() {
        onMain {
            let (window, root, _) = blockScreen()
            root.showSkeleton(transition: .none)
            var pixels = window.renderAll()
            XCTAssertEqual(pixels.rgb(70, 21), "#ECF0F1")
            XCTAssertEqual(pixels.rgb(70, 50), "#ECF0F1")
            root.updateGradientSkeleton()
            XCTAssertEqual(root.currentSkeletonConfig?.type, .gradient)
            pixels = window.renderAll()
            XCTAssertEqual(pixels.rgb(70, 50), "#DEE2E3")  // the complement in the middle
            XCTAssertNotEqual(pixels.rgb(70, 21), "#DEE2E3")
            root.updateSkeleton(usingColor: .flat(.peterRiver))
            XCTAssertEqual(root.currentSkeletonConfig?.type, .solid)
            XCTAssertEqual(window.renderAll().rgb(70, 50), "#3498DB")
            root.updateAnimatedGradientSkeleton(animation: .shimmer(SkeletonShimmer()))
            XCTAssertEqual(root.currentSkeletonConfig?.animated, true)
            root.stopSkeletonAnimation()
            XCTAssertEqual(root.currentSkeletonConfig?.animated, false)
            root.startSkeletonAnimation(.pulse)
            XCTAssertEqual(root.currentSkeletonConfig?.animation, .pulse)
        }
    }

    func testScrubbedTimeReducedMotionAndTheme() {
        onMain {
            let (window, root, _) = blockScreen()
            root.showAnimatedSkeleton(transition: .none)
            root.skeletonTime = 1  // the pulse at its complement
            XCTAssertEqual(window.renderAll().rgb(70, 50), "#DEE2E3")
            root.skeletonTime = 2
            XCTAssertEqual(window.renderAll().rgb(70, 50), "#ECF0F1")
            window.motionPreference = .reduced
            root.skeletonTime = 1
            XCTAssertEqual(window.renderAll().rgb(70, 50), "#ECF0F1")
            XCTAssertFalse(window.isAnimating)
            window.theme = .dark
            XCTAssertEqual(window.renderAll().rgb(70, 50), "#1C2325")
        }
    }

    func testDebugTreeIsPrintedOncePerShowAndReducedMotionSkipsFades() {
        onMain {
            let (window, root, _) = blockScreen()
            var printed: [String] = []
            root.skeletonDebugOutput = SkeletonDebugOutput { printed.append($0) }
            root.showAnimatedSkeleton(transition: .none)
            window.tick(dt: 0.5)
            root.showAnimatedSkeleton(transition: .none)  // already shown: no second print
            XCTAssertEqual(printed.count, 1)
            XCTAssertTrue(printed[0].contains("\"isSkeletonable\" : true"))
            root.hideSkeleton(transition: .none)
            window.motionPreference = .reduced
            root.showSkeleton(delay: 0.2, transition: .crossDissolve(1))
            window.tick(dt: 0.3)
            XCTAssertEqual(printed.count, 2)
            XCTAssertEqual(window.renderAll().rgb(70, 50), "#ECF0F1")  // no fade in under reduced motion
            root.hideSkeleton(transition: .crossDissolve(1))
            XCTAssertEqual(window.renderAll().rgb(70, 50), "#0000FF")  // nor fade out
        }
    }

    func testARemovedRootStopsTheOverlay() {
        onMain {
            let (window, root, _) = blockScreen()
            root.showAnimatedSkeleton(transition: .none)
            XCTAssertTrue(window.isAnimating)
            root.removeFromSuperview()
            XCTAssertFalse(window.isAnimating)
        }
    }

    func testMinimumDisplayTimeKeepsAFastSkeletonOnScreen() {
        onMain {
            let (window, root, _) = blockScreen()
            root.skeletonAppearance.minimumDisplayTime = 1
            root.showSkeleton(transition: .none)
            window.tick(dt: 0.2)
            root.hideSkeleton(transition: .none)
            XCTAssertFalse(root.isSkeletonActive)
            window.tick(dt: 0.5)
            XCTAssertEqual(window.renderAll().rgb(70, 50), "#ECF0F1")
            window.tick(dt: 0.4)
            XCTAssertEqual(window.renderAll().rgb(70, 50), "#0000FF")
            XCTAssertFalse(window.isAnimating)
        }
    }

    func testListDrawsPlaceholderRowsFromItsPrototypeCell() {
        onMain {
            let list = CollectionView(
                layout: GridLayout(columns: 1, rowHeight: 40, spacing: 8),
                makeCell: {
                    let cell = View(), line = Label()
                    cell.isSkeletonable = true
                    line.isSkeletonable = true
                    line.frame = Rect(x: 8, y: 8, width: 200, height: 24)
                    cell.addSubview(line)
                    return cell
                }, configureCell: { _, _ in })
            list.frame = Rect(x: 0, y: 0, width: 300, height: 200)
            let content = View()
            content.addSubview(list)
            let window = makeWindow(300, 200, content: content)
            list.isSkeletonable = true
            list.showSkeleton(transition: .none)
            let pixels = window.renderAll()
            // A 15 pt line at 70 % of 200 in every row: rows at 0, 48, 96, 144 (ceil(200 / 48) = 5).
            for row in 0..<4 {
                XCTAssertEqual(pixels.rgb(20, row * 48 + 20), "#ECF0F1", "row \(row)")
                XCTAssertNotEqual(pixels.rgb(160, row * 48 + 20), "#ECF0F1", "row \(row)")
            }
            XCTAssertEqual(list.cellsCreated, 0)  // the list itself was not asked for cells
        }
    }
}
