import Foundation
import Graphics
import StudioCommandLine
import UI
import XCTest
import TestSupport
@testable import Studio

/// Every mode at the window sizes people use, down to the minimum and up to 4K, at scale 1 and
/// 2: no two controls or texts overlap, none sticks out of the window unscrollably, and every
/// text fits where it is drawn (`LayoutAudit`).
final class LayoutAuditTests: XCTestCase {
    static let sizes = [Size(800, 600), Size(1024, 700), Size(1280, 800), Size(1920, 1080), Size(3840, 2160)]

    func testEveryModeAtEverySizeAndScale() {
        onMain {
            var faults: [String] = []
            for scale in [1.0, 2.0] {
                for size in Self.sizes {
                    let app = ScreensRender.makeApp(size: size)
                    app.window.layout(size: size, scale: scale)
                    for mode in StudioMode.allCases {
                        app.select(mode: mode)
                        _ = app.user.nextFrame()
                        faults += LayoutAudit.problems(in: app.window).map {
                            "\(mode) \(Int(size.width))×\(Int(size.height))@\(Int(scale))x: \($0)"
                        }
                    }
                }
            }
            XCTAssertEqual(faults, [], faults.prefix(30).joined(separator: "\n"))
        }
    }

    func testTheMinimumWindowSizeIsTheSmallestAudited() {
        XCTAssertEqual(StudioApp.minimumWindowSize, Self.sizes[0])
    }

    func testTheAuditFindsOverlapsAndOverhangs() {
        onMain {
            let window = WindowRoot(contentView: View())
            window.layout(size: Size(200, 100), scale: 1)
            let a = Button("A"), b = Button("B"), c = Button("C")
            a.frame = Rect(x: 10, y: 10, width: 50, height: 20)
            b.frame = Rect(x: 40, y: 15, width: 50, height: 20)
            c.frame = Rect(x: 180, y: 10, width: 50, height: 20)
            for button in [a, b, c] { window.contentView.addSubview(button) }
            let problems = LayoutAudit.problems(in: window)
            XCTAssertEqual(problems.count, 2, problems.joined(separator: "\n"))
            XCTAssertTrue(problems.contains { $0.contains("overlaps") })
            XCTAssertTrue(problems.contains { $0.contains("outside") })
        }
    }
}
