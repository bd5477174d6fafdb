import Foundation
import Graphics
import StudioCommandLine
import XCTest
@testable import Studio
import TestSupport
@testable import UI

/// At fractional scales view edges fall inside device pixels: frames drawn from their dirty
/// rects only, as the host draws them, still equal a full redraw while the progress designs (the
/// mode with the most strokes reaching their views' edges) animate.
final class FractionalScaleFrameTests: XCTestCase {
    func testAnimatingProgressAtFractionalScalesLeavesNoStalePixels() {
        onMain {
            for scale in [1.5, 1.75] {
                let app = FrameCheckApp.make(scale: scale, size: Size(800, 600))
                app.select(mode: .progress)
                let frames = IncrementalFrames(app.window)
                var steps: [IncrementalFrames.FrameStep] = []
                for i in 1...4 { steps.append(("frame \(i)", { app.tick(dt: 0.07) })) }
                frames.assertMatchesFullRedraw(after: steps, "at \(scale)x")
            }
        }
    }
}
