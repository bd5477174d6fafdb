import XCTest
import LoaderKitCore

final class AnimatorVectorTests: XCTestCase {
    private static let snapshotCounts = [140, 150, 120, 30, 80, 80, 60, 30, 50, 40]

    private func snapshot(_ a: ProgressAnimator, frame: Int?) -> JV {
        let s = a.state
        var fields: [(String, JV)] = frame.map { [("frame", .number(Double($0)))] } ?? []
        fields += [
            ("indeterminate", .bool(s.indeterminate)), ("value", .number(s.value)), ("buffer", .number(s.buffer)),
            ("wave", .number(s.wave)), ("time", .number(s.time)), ("indeterminateTime", .number(s.indeterminateTime)),
            ("target", .optional(a.target)), ("moving", .bool(a.moving)),
        ]
        return .object(fields)
    }

    func testAnimatorVectors() throws {
        let tolerance = try Vectors.tolerance()
        let scenarios = try Vectors.cases("animator.json", key: "scenarios", count: Self.snapshotCounts.count)
        for (n, scenario) in scenarios.enumerated() {
            let name = "animator scenario \(n + 1) \"\(scenario["description"]?.string ?? "")\""
            guard let fps = scenario["fps"]?.number, let frames = scenario["frames"]?.number,
                let every = scenario["every"]?.number, let snapshots = scenario["snapshots"]?.array,
                let events = scenario["events"]?.array, let initialState = scenario["initialState"]
            else { return XCTFail("\(name): malformed") }
            XCTAssertEqual(snapshots.count, Self.snapshotCounts[n], name)
            let animator = ProgressAnimator(
                value: scenario["initial"]?["value"]?.optionalNumber,
                buffer: scenario["initial"]?["buffer"]?.optionalNumber)
            if let m = firstMismatch(
                snapshot(animator, frame: nil), initialState, tolerance: tolerance, path: "initialState")
            {
                return XCTFail("\(name): \(m)")
            }
            var speed = scenario["speed"]?.number ?? 1
            var reduceMotion = scenario["reduceMotion"]?.bool ?? false
            var next = 0
            for frame in 0..<Int(frames) {
                let now = Double(frame) / fps
                for event in events where event["frame"]?.number == Double(frame) {
                    let smooth = event["smooth"]?.bool ?? true
                    switch event["set"]?.string {
                    case "value": animator.setValue(event["value"]?.optionalNumber, now: now, smooth: smooth)
                    case "buffer": animator.setBuffer(event["value"]?.optionalNumber, now: now, smooth: smooth)
                    case "speed": speed = event["value"]?.number ?? .nan
                    case "reduceMotion": reduceMotion = event["value"]?.bool ?? false
                    default: return XCTFail("\(name): unknown event at frame \(frame)")
                    }
                }
                animator.step(1 / fps, speed: speed, reduceMotion: reduceMotion)
                guard frame % Int(every) == 0 else { continue }
                guard next < snapshots.count else { return XCTFail("\(name): no snapshot for frame \(frame)") }
                if let m = firstMismatch(
                    snapshot(animator, frame: frame), snapshots[next], tolerance: tolerance,
                    path: "snapshots[\(next)]")
                {
                    return XCTFail("\(name) at frame \(frame): \(m)")
                }
                next += 1
            }
            XCTAssertEqual(next, snapshots.count, "\(name): unused snapshots")
        }
    }
}
