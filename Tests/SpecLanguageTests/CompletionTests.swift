import LoaderKitCore
import XCTest
@testable import SpecLanguage

final class CompletionTests: XCTestCase {
    /// Completions at the end of `text`.
    private func complete(_ text: String) -> [SpecCompletionItem] {
        SpecAnalysis(text).completions(at: text.utf8.count)
    }

    func testPropertyNamesOfARowLayoutInUnfinishedText() throws {
        let text = #"{"parts":[{"layout":{"type":"row", ""#
        let items = complete(text)
        XCTAssertEqual(items.map(\.label), ["count", "gap", "itemWidth", "itemHeight"])
        XCTAssertEqual(items.map(\.insertText), [#""count": "#, #""gap": "#, #""itemWidth": "#, #""itemHeight": "#])
        XCTAssertTrue(items.allSatisfy { $0.kind == .property })
        XCTAssertEqual(items[0].replaceRange, ByteRange(text.utf8.count - 1, text.utf8.count))
        XCTAssertEqual(items[0].detail, "number or { $param }")
        XCTAssertEqual(items[0].documentation, "Number of elements.")
        XCTAssertEqual(items[1].documentation, "Space between two elements.")
    }

    func testPropertyNamesSkipThosePresentAndFollowTheTypedPrefix() {
        XCTAssertEqual(
            complete(#"{"layout": {"type": "ring", "count": 3, "item"#).map(\.label),
            ["itemSize", "itemWidth", "itemHeight"])
        XCTAssertEqual(
            complete(#"{"layout": {"type": "ring", "count": 3, "#).map(\.label),
            ["itemSize", "itemWidth", "itemHeight", "startAngle", "orient"])
        // A shape without a type yet: every shape field, once.
        XCTAssertEqual(
            complete(#"{"shape": {"#).map(\.label),
            ["type", "startAngle", "sweep", "cornerRadius", "strokeWidth", "segments"])
    }

    func testTopLevelNamesHonourInlineOrParts() {
        XCTAssertEqual(
            complete(#"{"schemaVersion": 1, "parts": [], "#).map(\.label),
            ["$schema", "name", "duration", "params", "perspective"])
        XCTAssertEqual(
            complete(#"{"layout": {}, "#).map(\.label),
            [
                "$schema", "schemaVersion", "name", "duration", "params", "perspective", "shape", "tracks", "stagger",
                "durations", "rest", "groupTracks",
            ])
        let part = complete(#"{"parts": [{"layout": {}, "shape": {}, "#)
        XCTAssertEqual(part.map(\.label), ["tracks", "stagger", "durations", "rest", "groupTracks", "duration"])
        XCTAssertEqual(part.last?.detail, "number > 0")
    }

    func testAKeyWithAColonAlreadyGetsNoSecondColon() throws {
        let text = #"{"layout": {"type": "grid", "co": 3}}"#
        let cursor = offset(of: "co\"", in: text) + 2
        let items = SpecAnalysis(text).completions(at: cursor)
        XCTAssertEqual(items.map(\.label), ["columns"])
        XCTAssertEqual(items[0].insertText, #""columns""#)
        XCTAssertEqual(slice(text, items[0].replaceRange), #""co""#)
    }

    /// Each type of a layout or shape is told by the object it chooses, not by the first one.
    func testEachDiscriminatorValueHasItsOwnDetail() {
        let items = complete(#"{"layout": {"type": "#)
        XCTAssertEqual(items.first?.detail, "One element.")
        XCTAssertEqual(Set(items.compactMap(\.detail)).count, items.count, "\(items.map(\.detail))")
        XCTAssertFalse(items.dropFirst().contains { $0.detail == "One element." })
        let shapes = complete(#"{"shape": {"type": "#)
        XCTAssertEqual(Set(shapes.compactMap(\.detail)).count, shapes.count, "\(shapes.map(\.detail))")
        let easings = complete(#"{"tracks": [{"easing": "#)
        XCTAssertEqual(Set(easings.map(\.detail)).count, 1, "an enum's values share their one type")
    }

    func testValuesFromTheSchema() {
        XCTAssertEqual(complete(#"{"layout": {"type": "#).map(\.label), ["single", "stack", "row", "grid", "ring"])
        XCTAssertEqual(
            complete(#"{"layout": {"type": "#).map(\.insertText),
            [#""single""#, #""stack""#, #""row""#, #""grid""#, #""ring""#])
        XCTAssertEqual(complete(#"{"shape": {"type": "r"#).map(\.label), ["rect", "ring"])
        XCTAssertEqual(
            complete(#"{"tracks": [{"easing": "#).map(\.label), ["linear", "ease", "easeIn", "easeOut", "easeInOut"])
        XCTAssertEqual(
            complete(#"{"tracks": [{"easing": ["ease", "#).map(\.label),
            ["linear", "ease", "easeIn", "easeOut", "easeInOut"])
        XCTAssertEqual(complete(#"{"layout": {"type": "ring", "orient": "#).map(\.label), ["true", "false"])
        XCTAssertEqual(complete(#"{"schemaVersion": "#).map(\.label), ["1"])
        // Plain numbers: the schema gives no examples, so nothing is invented.
        XCTAssertEqual(complete(#"{"duration": "#), [])
    }

    func testTrackPropertiesSkipAnimatedOnesAndStrokeOffARing() {
        XCTAssertEqual(
            complete(#"{"shape": {"type": "circle"}, "tracks": [{"property": "scale"}, {"property": "#).map(\.label),
            ["scaleX", "scaleY", "opacity", "rotate", "rotateX", "rotateY", "translateX", "translateY"])
        XCTAssertEqual(
            complete(#"{"shape": {"type": "ring"}, "tracks": [{"property": "stroke"#).map(\.label),
            ["strokeStart", "strokeEnd"])
        XCTAssertEqual(
            complete(#"{"parts": [{"groupTracks": [{"property": "#).map(\.label),
            ["scale", "scaleX", "scaleY", "opacity", "rotate", "translateX", "translateY"])
    }

    func testParamNamesAfterDollarParam() {
        let text = #"{"params": {"count": 3, "gap": 0.1}, "layout": {"type": "row", "count": {"$param": "#
        let items = complete(text)
        XCTAssertEqual(items.map(\.label), ["count", "gap"])
        XCTAssertEqual(items.map(\.insertText), [#""count""#, #""gap""#])
        XCTAssertTrue(items.allSatisfy { $0.kind == .param })
        XCTAssertEqual(complete(#"{"params": {"count": 3}, "rest": {"scale": {"#).map(\.label), ["$param"])
    }

    func testNothingOutsideAPlaceForANameOrValue() {
        XCTAssertEqual(complete(""), [])
        XCTAssertEqual(complete(#"{"name": "x" "#), [])
        XCTAssertEqual(complete(#"{"unknown": {"#), [])
        let closed = #"{"a": 1}"#
        XCTAssertEqual(SpecAnalysis(closed).completions(at: closed.utf8.count), [])
    }

    func testHoverOnAPropertyName() throws {
        let text = #"{"layout": {"type": "ring", "itemSize": 0.2}, "duration": 1}"#
        let analysis = SpecAnalysis(text)
        let hover = try XCTUnwrap(analysis.hover(at: offset(of: "itemSize", in: text) + 2))
        XCTAssertEqual(hover.name, "itemSize")
        XCTAssertEqual(slice(text, hover.range), #""itemSize""#)
        XCTAssertEqual(hover.typeSummary, "number or { $param }")
        XCTAssertEqual(
            hover.description, "Side of each element. Centers sit on a circle of radius `0.5 - itemSize / 2`.")
        let duration = try XCTUnwrap(analysis.hover(at: offset(of: "duration", in: text)))
        XCTAssertEqual(duration.typeSummary, "number > 0")
        XCTAssertEqual(duration.description, "Length of one cycle in seconds, at speed 1.")
        let layout = try XCTUnwrap(analysis.hover(at: offset(of: "layout", in: text)))
        XCTAssertEqual(layout.typeSummary, "object with type single, stack, row, grid or ring")
        XCTAssertEqual(layout.description, "Where the elements sit inside the unit box.")
        XCTAssertNil(analysis.hover(at: offset(of: "0.2", in: text)))
    }

    func testTypeSummaries() throws {
        let text = #"{"parts": [{"tracks": [{"keyTimes": [], "easing": "linear"}], "stagger": []}], "params": {}}"#
        let analysis = SpecAnalysis(text)
        func summary(_ name: String) throws -> String {
            try XCTUnwrap(analysis.hover(at: offset(of: "\"\(name)\"", in: text) + 1)).typeSummary
        }
        XCTAssertEqual(try summary("parts"), "array of part object, at least 1")
        XCTAssertEqual(try summary("keyTimes"), "array of number in [0, 1], at least 2")
        XCTAssertEqual(
            try summary("easing"),
            "one of linear, ease, easeIn, easeOut or easeInOut or [number in [0, 1], number, number in [0, 1], number] or array of one of linear, ease, easeIn, easeOut or easeInOut or [number in [0, 1], number, number in [0, 1], number], at least 1"
        )
        XCTAssertEqual(try summary("stagger"), "array of number or { each, start? }")
        XCTAssertEqual(try summary("params"), "object of number by name")
        XCTAssertEqual(try summary("tracks"), "array of track object")
    }
}
