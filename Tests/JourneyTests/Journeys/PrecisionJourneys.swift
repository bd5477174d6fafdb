import ControlProtocol
import Foundation
import StudioInspection
import XCTest
import XSession

@testable import Studio

/// The numbers the keyframe lanes write, in the real window with real input: a dragged keyframe
/// and a keyframe added by a double-click hold numbers of at most three decimals; a drag that
/// ends within 8 points of a grid line snaps to it (Shift drags freely); two quick drags of one
/// keyframe are two drags, never a double-click that adds a keyframe.
final class PrecisionJourneys: JourneyTestCase {
    /// One part of 1 s with one eased track, written a member a line.
    static let spec = """
        {
          "schemaVersion": 1,
          "name": "Precision",
          "duration": 1,
          "layout": { "type": "row", "count": 3, "gap": 0.1 },
          "shape": { "type": "circle" },
          "tracks": [
            { "property": "scale", "keyTimes": [0, 0.3, 1], "values": [1, 0.3, 1], "easing": "easeInOut" }
          ]
        }

        """

    // MARK: Journeys

    func testADraggedKeyframeWritesAtMostThreeDecimals() throws {
        let (studio, _) = try open()
        var lanes = try lanesGeometry(studio)
        // To keyTime 0.4321: 0.018 from the nearest grid line, far more than 8 points.
        let target = lanes.x(keyTime: 0.4321)
        XCTAssertGreaterThan(abs(target - lanes.x(keyTime: 0.45)), 12, "the target is clear of the grid's pull")
        try drag(studio, from: lanes.key1, toX: target)
        let state = try studio.wait("the keyframe moved") {
            Self.keyTimes($0)?.count == 3 && Self.keyTimes($0)?[1] != 0.3
        }
        try shoot(studio, "dragged")
        let written = try XCTUnwrap(Self.written(state, "keyTimes"))
        XCTAssertEqual(written.count, 3, "\(written)")
        XCTAssertLessThanOrEqual(Self.decimals(written[1]), 3, "a number a person would write: \(written[1])")
        let keyTime = try XCTUnwrap(Double(written[1]))
        XCTAssertEqual(
            keyTime, Self.keyTime(atX: target, lanes), accuracy: 0.5 / lanes.pointsPerKeyTime + 0.0005,
            "where the pointer let go")
        XCTAssertEqual(state.history.undo, studio.stepName(EditorText.moveKeyframe))

        // With Shift the drag is free of the grid, and still rounded.
        lanes = try lanesGeometry(studio)
        let near = lanes.x(keyTime: 0.6) + 5
        try drag(studio, from: lanes.key1, toX: near, shift: true)
        let free = try studio.wait("the keyframe moved freely") { Self.keyTimes($0)?[1] != keyTime }
        let freeText = try XCTUnwrap(Self.written(free, "keyTimes"))[1]
        XCTAssertNotEqual(freeText, "0.6", "Shift does not snap")
        XCTAssertLessThanOrEqual(Self.decimals(freeText), 3, "Shift is still rounded: \(freeText)")
        try studio.assertScreenIsCurrent("the keyframe dragged with Shift")
        assertAlive(studio, "after the drags")
    }

    func testADoubleClickAddsAKeyframeAtARoundedTimeAndValue() throws {
        let (studio, _) = try open()
        let lanes = try lanesGeometry(studio)
        // keyTime 0.677: 0.027 past the grid line at 0.65, 0.023 before 0.7.
        let x = lanes.x(keyTime: 0.677)
        try studio.x(["mousemove", "--window", studio.windowID, "\(Int(x.rounded()))", "\(lanes.laneY)"])
        usleep(50_000)
        try studio.x(["click", "--repeat", "2", "--delay", "60", "1"])
        let state = try studio.wait("a keyframe added") { Self.keyTimes($0)?.count == 4 }
        try shoot(studio, "double-clicked")
        XCTAssertEqual(state.history.undo, studio.stepName(EditorText.addKeyframe))
        let times = try XCTUnwrap(Self.written(state, "keyTimes")),
            values = try XCTUnwrap(Self.written(state, "values"))
        XCTAssertEqual(times.count, 4, "\(times)")
        XCTAssertEqual(values.count, 4, "\(values)")
        XCTAssertLessThanOrEqual(Self.decimals(times[2]), 3, "the added time: \(times[2])")
        XCTAssertLessThanOrEqual(Self.decimals(values[2]), 3, "the added value: \(values[2])")
        XCTAssertEqual(
            try XCTUnwrap(Double(times[2])), Self.keyTime(atX: Double(Int(x.rounded())), lanes),
            accuracy: 0.5 / lanes.pointsPerKeyTime + 0.0005)
        let value = try XCTUnwrap(Double(values[2]))
        XCTAssertTrue(value > 0.3 && value < 1, "the track's value there: \(value)")
        XCTAssertEqual(Array(times[0...1]) + [times[3]], ["0", "0.3", "1"], "the other keyTimes keep their bytes")
        try studio.assertScreenIsCurrent("the added keyframe")
        assertAlive(studio, "after the double-click")
    }

    func testADragEndingWithinEightPointsOfAGridLineSnapsToIt() throws {
        let (studio, _) = try open()
        var lanes = try lanesGeometry(studio)
        // 7 points past the grid line at 0.5: farther than the old 6-point reach, within 8.
        let grid = lanes.x(keyTime: 0.5)
        try drag(studio, from: lanes.key1, toX: grid + 7)
        var state = try studio.wait("the keyframe moved") { Self.keyTimes($0)?[1] != 0.3 }
        try shoot(studio, "snapped")
        XCTAssertEqual(
            try XCTUnwrap(Self.written(state, "keyTimes"))[1], "0.5", "snapped to the grid line 7 points away")

        // 7 points before it, from the other side.
        lanes = try lanesGeometry(studio)
        try drag(studio, from: lanes.key1, toX: lanes.x(keyTime: 0.8) - 7)
        state = try studio.wait("the keyframe moved again") { Self.keyTimes($0)?[1] != 0.5 }
        XCTAssertEqual(
            try XCTUnwrap(Self.written(state, "keyTimes"))[1], "0.8", "snapped to the grid line 7 points before it")

        // 11 points away the pointer is beyond the pull.
        lanes = try lanesGeometry(studio)
        let away = lanes.x(keyTime: 0.6) + 11
        try drag(studio, from: lanes.key1, toX: away)
        state = try studio.wait("the keyframe moved a third time") { Self.keyTimes($0)?[1] != 0.8 }
        let text = try XCTUnwrap(Self.written(state, "keyTimes"))[1]
        XCTAssertNotEqual(text, "0.6", "11 points away it does not snap")
        XCTAssertLessThanOrEqual(Self.decimals(text), 3, text)
        try studio.assertScreenIsCurrent("the keyframe snapped and dragged")
        assertAlive(studio, "after snapping")
    }

    func testTwoQuickDragsOfOneKeyframeAddNoKeyframe() throws {
        let (studio, _) = try open()
        let lanes = try lanesGeometry(studio)
        let start = lanes.key1
        let moved = Int(lanes.x(keyTime: 0.3).rounded()) + 24
        // One xdotool run, so the second press follows the first well within the double-click
        // time: drag the keyframe 24 points right, then press where it had been and drag again.
        let y = "\(start.1)"
        var chain = ["mousemove", "--window", studio.windowID, "\(start.0)", y, "sleep", "0.05", "mousedown", "1"]
        for step in 1...4 {
            chain += [
                "sleep", "0.02", "mousemove", "--window", studio.windowID, "\(start.0 + (moved - start.0) * step / 4)",
                y,
            ]
        }
        chain += [
            "sleep", "0.02", "mouseup", "1", "sleep", "0.05",
            "mousemove", "--window", studio.windowID, "\(start.0)", y, "sleep", "0.02", "mousedown", "1",
        ]
        for step in 1...4 {
            chain += ["sleep", "0.02", "mousemove", "--window", studio.windowID, "\(start.0 - 6 * step)", y]
        }
        chain += ["sleep", "0.02", "mouseup", "1"]
        try studio.x(chain)
        let state = try studio.wait("the first drag's keyframe moved") { Self.keyTimes($0) != [0, 0.3, 1] }
        usleep(300_000)
        let after = try studio.state()
        try shoot(studio, "two-drags")
        XCTAssertEqual(
            Self.keyTimes(after)?.count, 3, "no keyframe was added: \(Self.written(after, "keyTimes") ?? [])")
        XCTAssertNotEqual(after.history.undo, studio.stepName(EditorText.addKeyframe))
        XCTAssertEqual(Self.written(state, "keyTimes")?.count, 3)
        try studio.assertScreenIsCurrent("after two quick drags")
        assertAlive(studio, "after two quick drags")
    }

    // MARK: Support

    /// The lanes' geometry in window points.
    struct Lanes {
        var x0: Double
        var pointsPerSecond: Double
        var partDuration: Double
        /// The centre of keyframe 1 of the scale track.
        var key1: (Int, Int)
        var laneY: Int
        var pointsPerKeyTime: Double { pointsPerSecond * partDuration }
        func x(keyTime: Double) -> Double { x0 + keyTime * pointsPerKeyTime }
    }

    /// The studio on the spec, with the source pane and the lanes shown.
    private func open() throws -> (StudioSession, String) {
        let first = try launch()
        let path = try writeSpec(first, "precision.json", Self.spec)
        first.close(keepFolder: true)
        // 958 points a second on the lanes: 0.001 of the cycle is less than a point.
        let studio = try launch([path], folder: first.folder, window: (1100, 800))
        try studio.wait("the editor") { $0.editor.document?.name == "precision.json" }
        try studio.key("ctrl+j")
        try studio.wait("the pane and the lanes") {
            $0.source.shown == true && $0.editor.lanes.shown == true
                && Self.keyTimes($0) == [0, 0.3, 1]
        }
        // Selecting the track shows its ghost rows and value graph, which moves the lanes:
        // select it first, so the journey's presses land where the geometry says.
        let lanes = try lanesGeometry(studio)
        try studio.click(Int(lanes.x(keyTime: 0.15).rounded()), lanes.laneY)
        try studio.wait("the track selected, its ghost rows shown") {
            $0.editor.selection == "tracks[0]"
                && !$0.editor.lanes.ghosts.isEmpty
        }
        // Past the double-click time, so the journey's first press is a click of its own.
        usleep(600_000)
        return (studio, path)
    }

    private func lanesGeometry(_ studio: StudioSession) throws -> Lanes {
        let state = try studio.state()
        let lane = try XCTUnwrap(state.editor.lanes.tracks["tracks[0]"])
        let points = lane.points
        guard points.count > 1 else { throw JourneyError("the scale track shows \(points.count) keyframes") }
        return Lanes(
            x0: state.editor.lanes.axis.x0, pointsPerSecond: state.editor.lanes.axis.pointsPerSecond,
            partDuration: lane.partDuration, key1: (Int(points[1].x.rounded()), Int(points[1].y.rounded())),
            laneY: Int(points[1].y.rounded()))
    }

    /// Presses at `from`, moves in steps to `x` (the same row) and releases; with Shift held
    /// throughout when `shift`.
    private func drag(_ studio: StudioSession, from: (Int, Int), toX x: Double, shift: Bool = false) throws {
        let to = Int(x.rounded())
        var chain = ["mousemove", "--window", studio.windowID, "\(from.0)", "\(from.1)", "sleep", "0.05"]
        if shift { chain += ["keydown", "shift"] }
        chain += ["mousedown", "1"]
        for step in 1...8 {
            chain += [
                "sleep", "0.02", "mousemove", "--window", studio.windowID, "\(from.0 + (to - from.0) * step / 8)",
                "\(from.1)",
            ]
        }
        chain += ["sleep", "0.03", "mouseup", "1"]
        if shift { chain += ["keyup", "shift"] }
        try studio.x(chain)
        // Past the double-click time, so the next journey step starts a fresh click.
        usleep(600_000)
    }

    /// The keyTime at window x on the scale track's lane.
    private static func keyTime(atX x: Double, _ lanes: Lanes) -> Double { (x - lanes.x0) / lanes.pointsPerKeyTime }

    private static func keyTimes(_ state: StudioState) -> [Double]? {
        state.editor.lanes.tracks["tracks[0]"]?.keyTimes
    }

    /// The items of the track's array `key` in the pane's text, as written.
    static func written(_ state: StudioState, _ key: String) -> [String]? {
        guard let text = state.source.text, let open = text.range(of: "\"\(key)\": [") else { return nil }
        guard let close = text[open.upperBound...].firstIndex(of: "]") else { return nil }
        return text[open.upperBound..<close].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// The digits after the point of a number as written (99 for an exponent form).
    static func decimals(_ number: String) -> Int {
        if number.contains("e") || number.contains("E") { return 99 }
        guard let point = number.firstIndex(of: ".") else { return 0 }
        return number.distance(from: point, to: number.endIndex) - 1
    }

    /// Keeps a screenshot as PPM in `$JOURNEY_SHOTS`, when set (to look at by hand).
    private func shoot(_ studio: StudioSession, _ name: String) throws {
        guard let folder = ProcessInfo.processInfo.environment["JOURNEY_SHOTS"] else { return }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try studio.server.screen().writePPM(
            to: folder + "/precision-\(name)-at-\(studio.origin.0)-\(studio.origin.1).ppm")
    }
}
