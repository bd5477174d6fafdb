import ControlProtocol
import Foundation
import XSession

extension JourneyTestCase {
    /// Turns the wheel over the inspector (`container`) until the view `identifier` is wholly
    /// shown; its node. A view on the Editor inspector's other tab is shown first by a click on
    /// that tab, as a user would.
    func reveal(_ studio: StudioSession, _ identifier: String, in container: String = "inspector") throws -> ViewNode {
        let inspector = try studio.centre(of: container)
        if try studio.view(identifier) == nil, let tabs = try studio.view("inspector.tabs"),
            let segments = tabs.segments, let selected = tabs.value
        {
            let other = segments[Int(selected) == 0 ? 1 : 0].point()
            try studio.click(Int(other.x), Int(other.y))
            try studio.waitForTree("the inspector's other tab") { $0.view("inspector.tabs")?.value != selected }
        }
        for _ in 0..<60 {
            let node = try studio.view(identifier)
            if let node, node.visible == node.frame { return node }
            let below = node.map { $0.frame.y > Double(inspector.1) } ?? true
            try studio.x(["mousemove", "--window", studio.windowID, "\(inspector.0)", "\(inspector.1)"])
            try studio.x(["click", below ? "5" : "4"])
            usleep(30_000)
        }
        throw JourneyError("\(identifier) never came into view")
    }
}
