import XCTest

@testable import LoadingLifecycle

final class TransferTests: XCTestCase {
    func testASteadyTransferIsLinear() {
        let model = TransferModel(bytes: 1000, rate: 100)
        let timeline = model.timeline(seed: 1)
        XCTAssertEqual(timeline.duration, 10)
        XCTAssertEqual(timeline.fraction(at: 0), 0)
        XCTAssertEqual(timeline.fraction(at: 2.5), 0.25)
        XCTAssertEqual(timeline.fraction(at: 5), 0.5)
        XCTAssertEqual(timeline.fraction(at: 10), 1)
        XCTAssertEqual(timeline.fraction(at: -1), 0)
        XCTAssertEqual(timeline.fraction(at: 99), 1)
        XCTAssertEqual(timeline.fraction(at: .nan), 0)
        XCTAssertEqual([model.bytes, model.rate, model.stallChance, model.stallLength], [1000, 100, 0, 0])
    }

    func testStallsAreFlatReproducibleAndAddToTheDuration() throws {
        let model = TransferModel(bytes: 5_000_000, rate: 500_000, stallChance: 0.3, stallLength: 1.5)
        // The first seed whose transfer stalls (a 5 % chance of none for each seed).
        let seed = try XCTUnwrap((0..<UInt64(20)).first { model.timeline(seed: $0).duration > 10 })
        let timeline = model.timeline(seed: seed)
        XCTAssertEqual(timeline, model.timeline(seed: seed))
        XCTAssertNotEqual(timeline, model.timeline(seed: seed + 1))
        let stalls = (timeline.duration - 10) / 1.5
        XCTAssertGreaterThanOrEqual(stalls, 1)
        XCTAssertEqual(stalls, stalls.rounded(), accuracy: 1e-9)
        var previous = 0.0
        var flat = 0
        for step in 0...4000 {
            let value = timeline.fraction(at: timeline.duration * Double(step) / 4000)
            XCTAssertGreaterThanOrEqual(value, previous)
            XCTAssertTrue(value >= 0 && value <= 1)
            if step > 0 && value == previous && value < 1 { flat += 1 }
            previous = value
        }
        XCTAssertGreaterThan(flat, 0)
        XCTAssertEqual(timeline.fraction(at: timeline.duration), 1)
        // Over many seeds, the stalls average chance × moving time.
        let mean = (0..<400).map { (model.timeline(seed: UInt64($0)).duration - 10) / 1.5 }.reduce(0, +) / 400
        XCTAssertEqual(mean, 3, accuracy: 0.3)
    }

    func testHostileTransfersAreSane() throws {
        for model in [
            TransferModel(bytes: .nan, rate: 0), TransferModel(bytes: 0, rate: 10),
            TransferModel(bytes: .infinity, rate: .nan, stallChance: .infinity, stallLength: .infinity),
            TransferModel(bytes: 1e20, rate: 1e-9, stallChance: 10, stallLength: 60),
            TransferModel(bytes: -5, rate: -5, stallChance: -1, stallLength: -1),
        ] {
            let timeline = model.timeline(seed: 3)
            XCTAssertTrue(timeline.duration.isFinite)
            XCTAssertLessThanOrEqual(timeline.duration, 3600 + 1000 * 60 + 1e-6)
            XCTAssertEqual(timeline.fraction(at: timeline.duration), 1)
            XCTAssertTrue(timeline.fraction(at: timeline.duration / 3).isFinite)
        }
        XCTAssertEqual(TransferModel(bytes: 0, rate: 10).timeline(seed: 1).duration, 0)
        let model = TransferModel(bytes: 10, rate: 2, stallChance: 0.1, stallLength: 1)
        XCTAssertEqual(try JSONDecoder().decode(TransferModel.self, from: JSONEncoder().encode(model)), model)
    }
}
