import ControlProtocol
import Foundation
import XSession

extension JourneyTestCase {
    /// Turns the wheel over the inspector until the view `identifier` is wholly shown; its node.
    func reveal(_ studio: StudioSession, _ identifier: String) throws -> ViewNode {
        let inspector = try studio.centre(of: "inspector")
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
