import XCTest

@testable import LoadingLifecycle

final class SeededLatencyTests: XCTestCase {
    func testTheGeneratorIsSplitMix64() {
        // SplitMix64's published first outputs for seed 0 and seed 1234567.
        var zero = SeededRandom(seed: 0)
        XCTAssertEqual(zero.next(), 0xE220_A839_7B1D_CDAF)
        XCTAssertEqual(zero.next(), 0x6E78_9E6A_A1B9_65F4)
        var other = SeededRandom(seed: 1_234_567)
        XCTAssertEqual(other.next(), 6_457_827_717_110_365_317)
        XCTAssertEqual(other.next(), 3_203_168_211_198_807_973)
        // A uniform number is the top 53 bits of the next output, offset half a step from 0.
        var fresh = SeededRandom(seed: 0)
        XCTAssertEqual(fresh.uniform(), (Double(UInt64(0xE220_A839_7B1D_CDAF) >> 11) + 0.5) / 0x1p53)
    }

    func testTheSameSeedGivesTheSameNumbers() {
        var a = SeededRandom(seed: 99)
        var b = SeededRandom(seed: 99)
        var c = SeededRandom(seed: 100)
        let first = (0..<100).map { _ in a.uniform() }
        XCTAssertEqual(first, (0..<100).map { _ in b.uniform() })
        XCTAssertNotEqual(first, (0..<100).map { _ in c.uniform() })
        XCTAssertEqual((0..<10).map { _ in a.normal() }, (0..<10).map { _ in b.normal() })
        // The generator serves the standard library's random API too.
        var d = SeededRandom(seed: 5)
        var e = SeededRandom(seed: 5)
        XCTAssertEqual(Int.random(in: 0..<1000, using: &d), Int.random(in: 0..<1000, using: &e))
    }

    func testUniformIsInsideTheOpenIntervalAndNormalIsStandard() {
        var generator = SeededRandom(seed: 7)
        let uniforms = (0..<20_000).map { _ in generator.uniform() }
        XCTAssertTrue(uniforms.allSatisfy { $0 > 0 && $0 < 1 })
        XCTAssertEqual(uniforms.reduce(0, +) / 20_000, 0.5, accuracy: 0.01)
        let normals = (0..<20_000).map { _ in generator.normal() }
        let mean = normals.reduce(0, +) / 20_000
        let variance = normals.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / 20_000
        XCTAssertEqual(mean, 0, accuracy: 0.03)
        XCTAssertEqual(variance.squareRoot(), 1, accuracy: 0.03)
        XCTAssertTrue(normals.allSatisfy(\.isFinite))
    }

    func testLogNormalSamplesMatchTheModelsMedianAndP95() {
        for preset in [LatencyPreset.fourG, .slow3G, .fastWiFi] {
            let model = LatencyModel.preset(preset)
            var generator = SeededRandom(seed: 2024)
            let samples = (0..<20_000).map { _ in model.sample(using: &generator) }.sorted()
            let median = samples[9_999]
            let p95 = samples[18_999]
            XCTAssertEqual(median / model.p50, 1, accuracy: 0.03, "\(preset) median \(median)")
            XCTAssertEqual(p95 / model.p95, 1, accuracy: 0.03, "\(preset) p95 \(p95)")
            XCTAssertTrue(samples.allSatisfy { $0 >= 0 && $0 <= 60 })
        }
        // A fixed time is exactly that time.
        var generator = SeededRandom(seed: 1)
        XCTAssertEqual(LatencyModel.fixed(0.2).sample(using: &generator), 0.2)
        // Long tails are clamped to 60 s.
        let wild = LatencyModel.logNormal(p50: 30, p95: 60)
        XCTAssertEqual((0..<2000).map { _ in wild.sample(using: &generator) }.max(), 60)
    }

    func testPresetsHaveTheirFiguresAndAreRecognised() {
        let wifi = LatencyModel.preset(.fastWiFi)
        XCTAssertEqual([wifi.p50, wifi.p95, wifi.failureRate], [0.08, 0.25, 0])
        let fourG = LatencyModel.preset(.fourG)
        XCTAssertEqual([fourG.p50, fourG.p95], [0.35, 1.2])
        let slow = LatencyModel.preset(.slow3G)
        XCTAssertEqual([slow.p50, slow.p95], [2.0, 6.0])
        let offline = LatencyModel.preset(.offlineThenOnline)
        XCTAssertEqual([offline.p50, offline.p95, offline.failAfter], [0.35, 1.2, 1.5])
        XCTAssertEqual(offline.offlineAttempts, 3)
        for preset in LatencyPreset.allCases {
            XCTAssertEqual(LatencyModel.preset(preset).preset, preset)
        }
        XCTAssertEqual(LatencyPreset.allCases.map(\.rawValue), ["fastWiFi", "fourG", "slow3G", "offlineThenOnline"])
        XCTAssertNil(LatencyModel.logNormal(p50: 0.35, p95: 1.3).preset)
        XCTAssertNil(LatencyModel.fixed(0.35).preset)
        var changed = fourG
        changed.failureRate = 0.1
        XCTAssertNil(changed.preset)
        let fixed = LatencyModel.fixed(2)
        XCTAssertEqual([fixed.p50, fixed.p95], [2, 2])
    }

    func testAttemptsAreFailuresThenOneSuccess() {
        let model = LatencyModel(p50: 0.5, p95: 2, failureRate: 0.5, offlineAttempts: 0, failAfter: 0.75)
        let requests = model.attempts(seed: 11, count: 500)
        XCTAssertEqual(requests.count, 500)
        var failures = 0
        for attempts in requests {
            XCTAssertTrue((1...LatencyModel.maximumAttempts).contains(attempts.count))
            XCTAssertTrue(attempts.last!.succeeded)
            XCTAssertTrue(attempts.dropLast().allSatisfy { $0 == .failure(after: 0.75) })
            failures += attempts.count - 1
        }
        // Half the attempts fail: among n attempts of which the last four-failure cap rarely bites.
        XCTAssertEqual(Double(failures) / Double(failures + 500), 0.5, accuracy: 0.05)
        // Every attempt fails: four failures, then the fifth succeeds.
        let always = LatencyModel(p50: 1, p95: 1, failureRate: 1, offlineAttempts: 0, failAfter: 2)
        XCTAssertEqual(
            always.attempts(seed: 3, count: 1)[0],
            [.failure(after: 2), .failure(after: 2), .failure(after: 2), .failure(after: 2), .success(after: 1)])
        XCTAssertEqual(RequestOutcome.failure(after: 2).seconds, 2)
        XCTAssertEqual(RequestOutcome.success(after: 0.5).seconds, 0.5)
        XCTAssertFalse(RequestOutcome.failure(after: 2).succeeded)
    }

    func testOfflineThenOnlineFailsThreeTimesThenBehavesAs4G() {
        let offline = LatencyModel.preset(.offlineThenOnline).attempts(seed: 8, count: 50)
        let online = LatencyModel.preset(.fourG).attempts(seed: 8, count: 50)
        for (index, attempts) in offline.enumerated() {
            XCTAssertEqual(attempts.count, 4)
            XCTAssertEqual(Array(attempts.prefix(3)), Array(repeating: .failure(after: 1.5), count: 3))
            XCTAssertTrue(attempts[3].succeeded)
            XCTAssertTrue(attempts[3].seconds > 0)
            XCTAssertEqual(online[index].count, 1)
        }
    }

    func testRequestsAreReproducibleAndIndependentOfTheCount() {
        let model = LatencyModel(p50: 0.4, p95: 3, failureRate: 0.2, offlineAttempts: 1, failAfter: 1)
        let ten = model.attempts(seed: 77, count: 10)
        XCTAssertEqual(ten, model.attempts(seed: 77, count: 10))
        XCTAssertEqual(Array(ten.prefix(3)), model.attempts(seed: 77, count: 3))
        XCTAssertEqual(Array(model.attempts(seed: 77, count: 1000).prefix(10)), ten)
        XCTAssertNotEqual(model.attempts(seed: 78, count: 10), ten)
        // Requests differ from one another.
        XCTAssertGreaterThan(Set(ten.map { $0.last!.seconds }).count, 8)
    }

    func testHostileModelsAreSanitized() {
        let model = LatencyModel(p50: .nan, p95: .infinity, failureRate: -3, offlineAttempts: -5, failAfter: -1)
        XCTAssertEqual(model.p50, 0)
        XCTAssertEqual(model.p95, 60)
        XCTAssertEqual(model.failureRate, 0)
        XCTAssertEqual(model.offlineAttempts, 0)
        XCTAssertEqual(model.failAfter, 0)
        var edited = LatencyModel.fixed(1)
        edited.p50 = -.infinity
        edited.p95 = -4
        edited.failureRate = .nan
        edited.offlineAttempts = .max
        edited.failAfter = .infinity
        let clean = edited.sanitized
        XCTAssertEqual([clean.p50, clean.p95, clean.failureRate, clean.failAfter], [0, 0, 0, 60])
        XCTAssertEqual(clean.offlineAttempts, 100)
        let requests = edited.attempts(seed: 1, count: 5)
        XCTAssertEqual(requests.count, 5)
        XCTAssertTrue(requests.allSatisfy { $0.count == LatencyModel.maximumAttempts && $0.last == .success(after: 0) })
        XCTAssertTrue(requests.flatMap { $0 }.allSatisfy { $0.seconds.isFinite && $0.seconds >= 0 })
        XCTAssertEqual(LatencyModel.fixed(.nan).attempts(seed: 1, count: -4).count, 0)
        XCTAssertEqual(LatencyModel.fixed(1).attempts(seed: 1, count: .max).count, LatencyModel.maximumRequests)
        // p95 below p50 means a fixed time.
        let inverted = LatencyModel.logNormal(p50: 2, p95: 1)
        XCTAssertEqual(inverted.p95, 2)
        XCTAssertEqual(
            inverted.attempts(seed: 4, count: 3).map { $0 }, Array(repeating: [.success(after: 2)], count: 3))
    }

    func testModelsRoundTripThroughCodable() throws {
        let model = LatencyModel(p50: 0.5, p95: 2, failureRate: 0.1, offlineAttempts: 2, failAfter: 3)
        let data = try JSONEncoder().encode(model)
        XCTAssertEqual(try JSONDecoder().decode(LatencyModel.self, from: data), model)
        let preset = try JSONDecoder().decode(LatencyPreset.self, from: Data("\"slow3G\"".utf8))
        XCTAssertEqual(preset, .slow3G)
    }
}
