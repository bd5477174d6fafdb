import XCTest

@testable import LoadingLifecycle

final class PolicyTests: XCTestCase {
    func testEasingsFollowTheirCSSCurves() {
        let controls: [(Easing, Double, Double, Double, Double)] = [
            (.easeIn, 0.42, 0, 1, 1), (.easeOut, 0, 0, 0.58, 1), (.easeInOut, 0.42, 0, 0.58, 1),
        ]
        func bezier(_ c1: Double, _ c2: Double, _ s: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * c1 + 3 * (1 - s) * s * s * c2 + s * s * s
        }
        for (easing, x1, y1, x2, y2) in controls {
            for step in 0...200 {
                let s = Double(step) / 200
                let x = bezier(x1, x2, s)
                XCTAssertEqual(easing.value(x), bezier(y1, y2, s), accuracy: 1e-9, "\(easing) at s = \(s)")
            }
            var previous = -1.0
            for step in 0...1000 {
                let value = easing.value(Double(step) / 1000)
                XCTAssertGreaterThanOrEqual(value, previous)
                previous = value
            }
        }
        for easing in Easing.allCases {
            XCTAssertEqual(easing.value(0), 0)
            XCTAssertEqual(easing.value(1), 1)
            XCTAssertEqual(easing.value(-3), 0)
            XCTAssertEqual(easing.value(7), 1)
            XCTAssertEqual(easing.value(.nan), 0)
            XCTAssertEqual(easing.value(.infinity), 1)
        }
        XCTAssertEqual(Easing.linear.value(0.3), 0.3)
        XCTAssertEqual(Easing.easeInOut.value(0.5), 0.5, accuracy: 1e-12)
        // Known values of CSS ease-in and ease-out at the midpoint.
        XCTAssertEqual(Easing.easeIn.value(0.5), 0.3153568, accuracy: 1e-6)
        XCTAssertEqual(Easing.easeOut.value(0.5), 1 - 0.3153568, accuracy: 1e-6)
        XCTAssertEqual(Easing.allCases.map(\.rawValue), ["linear", "easeIn", "easeOut", "easeInOut"])
        XCTAssertEqual(TransitionKind.allCases.map(\.rawValue), ["none", "fade", "scale", "crossfade"])
    }

    func testThePolicyDefaults() {
        let policy = LoadingPolicy()
        XCTAssertEqual(policy.showDelay, 0)
        XCTAssertEqual(policy.minimumVisible, 0)
        XCTAssertEqual(policy.exit, Transition(kind: .fade, duration: 0.2, easing: .easeOut))
        XCTAssertEqual(policy.entry, Transition(kind: .crossfade, duration: 0.25, easing: .easeInOut))
        XCTAssertEqual(policy.exit, LoadingPolicy.defaultExit)
        XCTAssertEqual(policy.entry, LoadingPolicy.defaultEntry)
        XCTAssertEqual(policy.retryAfter, 1.5)
        XCTAssertEqual(policy.exit.kind, .fade)
        XCTAssertEqual(policy.entry.easing, .easeInOut)
        XCTAssertEqual(Transition(kind: .fade, duration: 90, easing: .linear).duration, 60)
        XCTAssertEqual(LoadingPolicy(showDelay: 61, minimumVisible: -2).sanitized.showDelay, 60)
    }

    private let expectedJSON = """
        {
          "showDelayMs": 300,
          "minimumVisibleMs": 500,
          "exit": {
            "kind": "fade",
            "durationMs": 200,
            "easing": "easeOut"
          },
          "entry": {
            "kind": "crossfade",
            "durationMs": 250,
            "easing": "easeInOut"
          },
          "retryAfterMs": 1500
        }

        """

    func testThePolicyJSONHasExactBytesAndRoundTrips() throws {
        let policy = LoadingPolicy(showDelay: 0.3, minimumVisible: 0.5)
        XCTAssertEqual(policy.policyJSON(), expectedJSON)
        XCTAssertTrue(policy.policyJSON().hasSuffix("}\n"))
        XCTAssertEqual(try LoadingPolicy(policyJSON: expectedJSON), policy)
        let other = LoadingPolicy(
            showDelay: 0.125, minimumVisible: 2, exit: Transition(kind: .scale, duration: 0.15, easing: .easeIn),
            entry: Transition(kind: .none, duration: 0, easing: .linear), retryAfter: 60)
        XCTAssertEqual(try LoadingPolicy(policyJSON: other.policyJSON()), other)
        XCTAssertTrue(other.policyJSON().contains(#""kind": "scale",\#n    "durationMs": 150,"#))
        XCTAssertTrue(other.policyJSON().contains(#""retryAfterMs": 60000"#))
        // Milliseconds are rounded to whole numbers; the text is stable after one round trip.
        let odd = LoadingPolicy(showDelay: 0.1234567)
        XCTAssertTrue(odd.policyJSON().contains(#""showDelayMs": 123,"#))
        XCTAssertEqual(try LoadingPolicy(policyJSON: odd.policyJSON()).policyJSON(), odd.policyJSON())
        // Key order and white space do not matter when reading; fractions of a millisecond are kept.
        let compact = """
            {"retryAfterMs":1000,"entry":{"easing":"linear","durationMs":100,"kind":"fade"},\
            "exit":{"easing":"linear","kind":"none","durationMs":0},"minimumVisibleMs":0,"showDelayMs":250.5}
            """
        let read = try LoadingPolicy(policyJSON: compact)
        XCTAssertEqual(read.showDelay, 0.2505)
        XCTAssertEqual(read.entry, Transition(kind: .fade, duration: 0.1, easing: .linear))
        XCTAssertEqual(read.exit.kind, .none)
        XCTAssertEqual(read.retryAfter, 1)
        // The Codable form round-trips too.
        let data = try JSONEncoder().encode(other)
        XCTAssertEqual(try JSONDecoder().decode(LoadingPolicy.self, from: data), other)
    }

    func testBadPolicyJSONNamesTheKey() {
        func error(_ text: String) -> PolicyJSONError? {
            do {
                _ = try LoadingPolicy(policyJSON: text)
                return nil
            } catch {
                return error as? PolicyJSONError
            }
        }
        func replacing(_ old: String, _ new: String) -> String {
            XCTAssertTrue(expectedJSON.contains(old), old)
            return expectedJSON.replacingOccurrences(of: old, with: new)
        }
        XCTAssertEqual(error(""), .notAnObject)
        XCTAssertEqual(error("not json"), .notAnObject)
        XCTAssertEqual(error("[1, 2]"), .notAnObject)
        XCTAssertEqual(error("300"), .notAnObject)
        XCTAssertEqual(error(String(expectedJSON.dropLast(3))), .notAnObject)
        XCTAssertEqual(error("{}"), .missingKey("showDelayMs"))
        XCTAssertEqual(error(replacing(#""retryAfterMs""#, #""retryAfter""#)), .unknownKey("retryAfter"))
        XCTAssertEqual(error(replacing(#"  "retryAfterMs": 1500"#, #"  "x": 1"#)), .unknownKey("x"))
        XCTAssertEqual(error(replacing(#""showDelayMs": 300"#, #""showDelayMs": -1"#)), .badValue(key: "showDelayMs"))
        XCTAssertEqual(
            error(replacing(#""showDelayMs": 300"#, #""showDelayMs": "300""#)), .badValue(key: "showDelayMs"))
        XCTAssertEqual(
            error(replacing(#""minimumVisibleMs": 500"#, #""minimumVisibleMs": true"#)),
            .badValue(key: "minimumVisibleMs"))
        XCTAssertEqual(
            error(replacing(#""minimumVisibleMs": 500"#, #""minimumVisibleMs": null"#)),
            .badValue(key: "minimumVisibleMs"))
        XCTAssertEqual(
            error(replacing(#""retryAfterMs": 1500"#, #""retryAfterMs": 60001"#)), .badValue(key: "retryAfterMs"))
        XCTAssertEqual(
            error(replacing(#""retryAfterMs": 1500"#, #""retryAfterMs": 1e999"#)), .badValue(key: "retryAfterMs"))
        XCTAssertEqual(error(replacing(#""kind": "fade""#, #""kind": "slide""#)), .badValue(key: "exit.kind"))
        XCTAssertEqual(error(replacing(#""easing": "easeInOut""#, #""easing": 3"#)), .badValue(key: "entry.easing"))
        XCTAssertEqual(error(replacing(#""durationMs": 250,"#, "")), .missingKey("entry.durationMs"))
        XCTAssertEqual(error(replacing(#""durationMs": 200"#, #""duration": 200"#)), .unknownKey("exit.duration"))
        XCTAssertEqual(
            error(#"{"showDelayMs": 0, "minimumVisibleMs": 0, "exit": 5, "entry": {}, "retryAfterMs": 0}"#),
            .badValue(key: "exit"))
        XCTAssertEqual(PolicyJSONError.badValue(key: "exit.kind").key, "exit.kind")
        XCTAssertEqual(PolicyJSONError.missingKey("entry").key, "entry")
        XCTAssertNil(PolicyJSONError.notAnObject.key)
        XCTAssertEqual(PolicyJSONError.unknownKey("exit.duration").description, #"unknown key "exit.duration""#)
    }
}
