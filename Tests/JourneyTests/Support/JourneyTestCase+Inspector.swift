import Foundation
import XSession

extension JourneyTestCase {
    /// Turns the wheel over the inspector until the view `identifier` is wholly shown; its node.
    func reveal(_ studio: StudioSession, _ identifier: String) throws -> [String: Any] {
        let inspector = try studio.centre(of: "inspector")
        for _ in 0..<60 {
            let node = try studio.view(identifier)
            if let node, let visible = node["visible"] as? [Double], visible == JSONTree.frame(node) { return node }
            let below = node.map { JSONTree.frame($0)[1] > Double(inspector.1) } ?? true
            try studio.x(["mousemove", "--window", studio.windowID, "\(inspector.0)", "\(inspector.1)"])
            try studio.x(["click", below ? "5" : "4"])
            usleep(30_000)
        }
        throw JourneyError("\(identifier) never came into view")
    }
}
