import ControlProtocol
import Foundation
import LoaderKitCore
import StudioInspection
import XCTest
import XSession

/// Designing a three-dot bounce from a blank spec, the way a designer would, counting every
/// action (a key, a typed word, a click, a turn of the wheel): a declared `count` param bound
/// to the row's count, a hop (a translateY track up and down), a stagger. The Design index
/// jumps to each form and the hop is a common move, so no wheel turn is needed; the count may
/// not grow past today's (the issue's target is 20).
final class BounceJourneys: JourneyTestCase {
    /// The studio driven through counted actions.
    private final class Counted {
        let studio: StudioSession
        private(set) var actions = 0
        init(_ studio: StudioSession) { self.studio = studio }

        func key(_ chord: String) throws {
            actions += 1
            try studio.key(chord)
        }
        func type(_ text: String) throws {
            actions += 1
            try studio.type(text)
        }
        func click(_ identifier: String) throws {
            actions += 1
            try studio.click(try reveal(identifier))
        }
        func click(_ x: Int, _ y: Int) throws {
            actions += 1
            try studio.click(x, y)
        }
        func doubleClick(_ x: Int, _ y: Int) throws {
            actions += 1
            try studio.x(["mousemove", "--window", studio.windowID, "\(x)", "\(y)"])
            try studio.x(["click", "--repeat", "2", "--delay", "80", "1"])
        }
        /// The view's identifier once it is shown whole, each turn of the wheel over the
        /// inspector counted.
        func reveal(_ identifier: String) throws -> String {
            let inspector = try studio.centre(of: "inspector")
            for _ in 0..<40 {
                let node = try studio.view(identifier)
                if let node, node.visible == node.frame { return identifier }
                let below = node.map { $0.frame.y > Double(inspector.1) } ?? true
                actions += 1
                try studio.x(["mousemove", "--window", studio.windowID, "\(inspector.0)", "\(inspector.1)"])
                try studio.x(["click", below ? "5" : "4"])
                usleep(40_000)
            }
            throw JourneyError("\(identifier) never came into view")
        }
    }

    /// Today's count, which may only come down.
    static let mostActions = 17

    func testAThreeDotBounceWithACountParamFromABlankSpecByHandCounted() throws {
        let user = Counted(try launch(window: (1280, 800)))
        let studio = user.studio
        try user.key("ctrl+n")
        try studio.wait("the New dialog") { $0.popover == "new" }
        try user.key("Return")
        try studio.wait("a blank spec on the Design tab") {
            $0.mode == "editor" && $0.forms.layout?.type == "single"
        }
        XCTAssertEqual(try studio.view("inspector.tabs")?.value, 1, "a new spec opens on Design")

        // A param named count, default 3.
        try user.click("forms.param.add")
        try studio.waitForTree("a new param") { $0.view("forms.param.param1.name") != nil }
        try user.type("count")
        try user.key("Tab")
        try studio.waitForTree("renamed") { $0.view("forms.param.count.value") != nil }
        try user.type("3")
        try user.key("Return")
        var state = try studio.wait("count is 3") { $0.source.text?.contains(#""params": { "count": 3 }"#) == true }

        // A row whose count is the param: the Design index jumps to the Layout form.
        try user.click("inspector.index.layout")
        let picker = try XCTUnwrap(try studio.view(try user.reveal("forms.layout.type")))
        let row = try XCTUnwrap(picker.segments?[2])
        try user.click(Int(row.point().x), Int(row.point().y))
        try studio.wait("a row") { $0.forms.layout?.type == "row" }
        try user.click("forms.layout.count.bind")
        try studio.waitForTree("the binding menu") { $0.view("forms.layout.count.binding.count") != nil }
        try user.click("forms.layout.count.binding.count")
        state = try studio.wait("the count bound") {
            $0.source.text?.contains(#""count": { "$param": "count" }"#) == true
        }
        XCTAssertEqual(state.editor.elements, 3)

        // A hop: the common move adds a translateY track with its keyframes in one click.
        try user.click("inspector.index.tracks")
        try user.click("forms.addMove.hop")
        state = try studio.wait("the hop") { $0.source.text?.contains("[0, -0.2, 0]") == true }
        XCTAssertEqual(state.editor.selection, "tracks[1]", "the new track is selected")
        XCTAssertNotNil(state.editor.lanes.tracks["tracks[1]"], "and has its lane")

        // One dot after the other.
        try user.click("inspector.index.timing")
        try user.click("forms.stagger.each.field")
        try user.type("0.12")
        try user.key("Return")
        state = try studio.wait("staggered") { $0.source.text?.contains(#""each": 0.12"#) == true }

        let spec = try IndicatorSpec(json: try XCTUnwrap(state.source.text))
        XCTAssertEqual(spec.params, ["count": 3])
        XCTAssertEqual(spec.parts[0].layout.typeName, "row")
        XCTAssertEqual(state.editor.elements, 3)
        XCTAssertLessThanOrEqual(user.actions, Self.mostActions, "the three-dot bounce took \(user.actions) actions")
        print("the three-dot bounce took \(user.actions) actions")
        try studio.assertScreenIsCurrent("the three-dot bounce")
        assertAlive(studio, "after the bounce")
    }
}
