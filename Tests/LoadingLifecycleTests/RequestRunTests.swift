import XCTest

@testable import LoadingLifecycle

final class RequestRunTests: XCTestCase {
    func testRequestsStartInSyncAcrossVariants() {
        let quick = LoadingPolicy()
        let held = LoadingPolicy(minimumVisible: 1)
        let run = RequestRun(policies: [quick, held], latency: .fixed(0.5), seed: 1, count: 3, gap: 0.75)
        XCTAssertEqual(run.timelines.map { $0.map(\.duration) }, [[0.75, 0.75, 0.75], [1.25, 1.25, 1.25]])
        XCTAssertEqual(run.starts, [0, 2, 4])
        XCTAssertEqual(run.duration, 5.25)
        XCTAssertEqual(run.gap, 0.75)
        XCTAssertEqual(run.policies, [quick, held])
        XCTAssertEqual(run.request(at: -1), 0)
        XCTAssertEqual(run.request(at: 1.99), 0)
        XCTAssertEqual(run.request(at: 2), 1)
        XCTAssertEqual(run.request(at: 3.9), 1)
        XCTAssertEqual(run.request(at: 4), 2)
        XCTAssertEqual(run.request(at: 1e9), 2)
        XCTAssertEqual(run.request(at: .nan), 0)

        // Request 1 at 0.25 s into it: the quick variant's indicator, the held one's too.
        let quickState = run.state(variant: 0, at: 2.25)
        XCTAssertEqual(quickState.request, 1)
        XCTAssertEqual(quickState.local, 0.25)
        XCTAssertEqual(quickState.state.phase, .indicator)
        // At 0.75 s: the quick variant shows content, the held one is still holding.
        XCTAssertEqual(run.state(variant: 0, at: 2.75).state.phase, .content)
        XCTAssertEqual(run.state(variant: 1, at: 2.75).state.phase, .holding)
        // In the gap after a request, its content stays.
        let gap = run.state(variant: 1, at: 1.5)
        XCTAssertEqual(gap.request, 0)
        XCTAssertEqual(gap.state.phase, .content)
        XCTAssertEqual(gap.local, 1.5)
        // Before the start, the first request's start; after the end, the last content.
        XCTAssertEqual(run.state(variant: 0, at: -5).local, 0)
        XCTAssertEqual(run.state(variant: 0, at: -5).state.phase, .indicator)
        XCTAssertEqual(run.state(variant: 0, at: 100).request, 2)
        XCTAssertEqual(run.state(variant: 0, at: 100).state.phase, .content)
        // An unknown variant shows content.
        XCTAssertEqual(run.state(variant: 2, at: 1).state.phase, .content)
        XCTAssertEqual(run.state(variant: -1, at: 1).state.phase, .content)
    }

    func testVariantsReplayTheSameSeededRequests() {
        let latency = LatencyModel(p50: 0.4, p95: 2.5, failureRate: 0.15, offlineAttempts: 0, failAfter: 1)
        let policies = [
            LoadingPolicy(), LoadingPolicy(showDelay: 0.3, minimumVisible: 0.5),
            LoadingPolicy(showDelay: 1, exit: Transition(kind: .scale, duration: 0.3, easing: .easeIn)),
        ]
        let run = RequestRun(policies: policies, latency: latency, seed: 42, count: 60)
        let requests = latency.attempts(seed: 42, count: 60)
        for variant in run.timelines {
            XCTAssertEqual(variant.map(\.attempts), requests)
        }
        XCTAssertTrue(requests.contains { $0.count > 1 })
        XCTAssertEqual(run.starts.count, 60)
        for index in 0..<59 {
            let longest = run.timelines.map { $0[index].duration }.max()!
            XCTAssertEqual(run.starts[index + 1] - run.starts[index], longest + 0.8, accuracy: 1e-9)
        }
        // The same inputs give the same run; another seed another.
        XCTAssertEqual(run, RequestRun(policies: policies, latency: latency, seed: 42, count: 60))
        XCTAssertNotEqual(run, RequestRun(policies: policies, latency: latency, seed: 43, count: 60))
        // Request i does not depend on the count.
        let short = RequestRun(policies: policies, latency: latency, seed: 42, count: 10)
        XCTAssertEqual(short.timelines.map { Array($0) }, run.timelines.map { Array($0.prefix(10)) })
        XCTAssertEqual(short.starts, Array(run.starts.prefix(10)))
    }

    func testEmptyAndHugeRunsDoNotCrash() {
        let none = RequestRun(policies: [], latency: .fixed(1), seed: 0, count: 5)
        XCTAssertEqual(none.timelines, [])
        XCTAssertEqual(none.state(variant: 0, at: 1).state.phase, .content)
        let empty = RequestRun(policies: [LoadingPolicy()], latency: .fixed(1), seed: 0, count: 0)
        XCTAssertEqual(empty.starts, [])
        XCTAssertEqual(empty.duration, 0)
        XCTAssertEqual(empty.request(at: 3), 0)
        XCTAssertEqual(empty.state(variant: 0, at: 3).state.phase, .content)
        let negative = RequestRun(policies: [LoadingPolicy()], latency: .fixed(1), seed: 0, count: -3, gap: .nan)
        XCTAssertEqual(negative.starts, [])
        XCTAssertEqual(negative.gap, 0)
        let huge = RequestRun(policies: [LoadingPolicy()], latency: .fixed(0.1), seed: 9, count: .max, gap: .infinity)
        XCTAssertEqual(huge.starts.count, LatencyModel.maximumRequests)
        XCTAssertEqual(huge.gap, 60)
        XCTAssertTrue(huge.duration.isFinite)
        XCTAssertEqual(huge.request(at: huge.duration), LatencyModel.maximumRequests - 1)
    }
}

final class StatisticsAndGuidanceTests: XCTestCase {
    func testStatisticsOnFixedLatencies() {
        let flashing = LifecycleStatistics(policy: LoadingPolicy(), latency: .fixed(0.2), seed: 1, count: 100)
        XCTAssertEqual(flashing.requestCount, 100)
        XCTAssertEqual(flashing.flashShare, 1)
        XCTAssertEqual(flashing.neverShownShare, 0)
        XCTAssertEqual(flashing.medianTimeToContent, 0.2)
        XCTAssertEqual(flashing.p95TimeToContent, 0.2)
        XCTAssertEqual(flashing.failedShare, 0)
        XCTAssertEqual(flashing.meanVisibleTime, 0.2, accuracy: 1e-12)

        let delayed = LifecycleStatistics(policy: LoadingPolicy(showDelay: 0.3), latency: .fixed(0.2), seed: 1)
        XCTAssertEqual(delayed.requestCount, 1000)
        XCTAssertEqual(delayed.flashShare, 0)
        XCTAssertEqual(delayed.neverShownShare, 1)
        XCTAssertEqual(delayed.medianTimeToContent, 0.2)
        XCTAssertEqual(delayed.meanVisibleTime, 0)

        let held = LifecycleStatistics(
            policy: LoadingPolicy(minimumVisible: 0.5), latency: .fixed(0.2), seed: 1, count: 10)
        XCTAssertEqual(held.flashShare, 0)
        XCTAssertEqual(held.medianTimeToContent, 0.5)
        XCTAssertEqual(held.meanVisibleTime, 0.5, accuracy: 1e-12)

        let offline = LifecycleStatistics(
            policy: LoadingPolicy(), latency: .preset(.offlineThenOnline), seed: 3, count: 200)
        XCTAssertEqual(offline.failedShare, 1)
        XCTAssertGreaterThan(offline.medianTimeToContent, 9.6)

        let none = LifecycleStatistics(policy: LoadingPolicy(), latency: .fixed(1), seed: 1, count: -1)
        XCTAssertEqual(none.requestCount, 0)
        XCTAssertEqual([none.flashShare, none.medianTimeToContent, none.meanVisibleTime], [0, 0, 0])
        let many = LifecycleStatistics(policy: LoadingPolicy(), latency: .fixed(1), seed: 1, count: .max)
        XCTAssertEqual(many.requestCount, LatencyModel.maximumRequests)
    }

    func testPercentilesAreNearestRank() {
        XCTAssertEqual(LifecycleStatistics.nearestRank([1, 2, 3, 4], 0.5), 2)
        XCTAssertEqual(LifecycleStatistics.nearestRank([1, 2, 3, 4, 5], 0.5), 3)
        XCTAssertEqual(LifecycleStatistics.nearestRank(Array(1...20).map(Double.init), 0.95), 19)
        XCTAssertEqual(LifecycleStatistics.nearestRank(Array(1...21).map(Double.init), 0.95), 20)
        XCTAssertEqual(LifecycleStatistics.nearestRank([7], 0.95), 7)
        XCTAssertEqual(LifecycleStatistics.nearestRank([], 0.5), 0)
        // On a seeded log-normal latency, the statistics match the timelines one by one.
        let latency = LatencyModel.preset(.fourG)
        let statistics = LifecycleStatistics(policy: LoadingPolicy(showDelay: 0.4), latency: latency, seed: 12)
        let times = latency.attempts(seed: 12, count: 1000).map {
            RequestTimeline(policy: LoadingPolicy(showDelay: 0.4), attempts: $0).timeToContent
        }.sorted()
        XCTAssertEqual(statistics.medianTimeToContent, times[499])
        XCTAssertEqual(statistics.p95TimeToContent, times[949])
        XCTAssertEqual(statistics.medianTimeToContent, 0.35, accuracy: 0.35 * 0.1)
        XCTAssertGreaterThan(statistics.neverShownShare, 0.5)
        XCTAssertEqual(
            statistics, LifecycleStatistics(policy: LoadingPolicy(showDelay: 0.4), latency: latency, seed: 12))
    }

    private func statistics(flash: Double = 0, median: Double = 0.5, p95: Double = 1) -> LifecycleStatistics {
        LifecycleStatistics(
            requestCount: 100, flashShare: flash, neverShownShare: 0, medianTimeToContent: median,
            p95TimeToContent: p95, failedShare: 0, meanVisibleTime: 0)
    }

    func testHintsAtTheirThresholds() {
        let policy = LoadingPolicy()
        func hints(_ statistics: LifecycleStatistics, _ kind: IndicatorKind = .spinner, policy: LoadingPolicy? = nil)
            -> [GuidanceHint]
        {
            GuidanceHint.hints(policy: policy ?? LoadingPolicy(), statistics: statistics, kind: kind)
        }
        XCTAssertEqual(hints(statistics()), [])
        XCTAssertEqual(GuidanceHint.flashShareLimit, 0.05)
        XCTAssertEqual(hints(statistics(flash: 0.05)), [])
        XCTAssertEqual(hints(statistics(flash: 0.051)), [.flashes(share: 0.051)])

        XCTAssertEqual(GuidanceHint.flowLimit, 1)
        XCTAssertEqual(hints(statistics(median: 1)), [])
        XCTAssertEqual(hints(statistics(median: 1.01)), [.spinnerForLongWait(median: 1.01)])
        XCTAssertEqual(hints(statistics(median: 1.01), .skeleton), [])
        XCTAssertEqual(hints(statistics(median: 1.01), .determinate), [])

        XCTAssertEqual(GuidanceHint.attentionLimit, 10)
        XCTAssertEqual(hints(statistics(p95: 10)), [])
        XCTAssertEqual(hints(statistics(p95: 10.5)), [.indeterminatePastTenSeconds(p95: 10.5)])
        XCTAssertEqual(hints(statistics(p95: 10.5), .skeleton), [.indeterminatePastTenSeconds(p95: 10.5)])
        XCTAssertEqual(hints(statistics(p95: 10.5), .determinate), [])

        XCTAssertEqual(GuidanceHint.delayLimit, 1)
        XCTAssertEqual(hints(statistics(), policy: LoadingPolicy(showDelay: 1)), [])
        XCTAssertEqual(hints(statistics(), policy: LoadingPolicy(showDelay: 1.25)), [.delayTooLong(delay: 1.25)])

        XCTAssertEqual(GuidanceHint.minimumLimit, 2)
        XCTAssertEqual(hints(statistics(), policy: LoadingPolicy(minimumVisible: 2)), [])
        XCTAssertEqual(hints(statistics(), policy: LoadingPolicy(minimumVisible: 2.5)), [.minimumTooLong(minimum: 2.5)])

        // Motion past 5 s on a screen it blocks (WCAG 2.2.2); not where the rest stays usable.
        XCTAssertEqual(GuidanceHint.motionLimit, 5)
        func blocking(_ p95: Double) -> [GuidanceHint] {
            GuidanceHint.hints(
                policy: LoadingPolicy(), statistics: statistics(p95: p95), kind: .spinner, blocking: true)
        }
        XCTAssertEqual(blocking(5), [])
        XCTAssertEqual(blocking(5.5), [.motionOverFiveSeconds(p95: 5.5)])
        XCTAssertEqual(hints(statistics(p95: 5.5)), [])

        // All at once, in order.
        XCTAssertEqual(
            hints(statistics(flash: 0.5, median: 4, p95: 12), policy: LoadingPolicy(showDelay: 3, minimumVisible: 3)),
            [
                .flashes(share: 0.5), .spinnerForLongWait(median: 4), .indeterminatePastTenSeconds(p95: 12),
                .delayTooLong(delay: 3), .minimumTooLong(minimum: 3),
            ])
        // From real statistics: a 0.2 s response with no delay flashes every time.
        let flashing = LifecycleStatistics(policy: policy, latency: .fixed(0.2), seed: 1, count: 50)
        XCTAssertEqual(GuidanceHint.hints(policy: policy, statistics: flashing, kind: .skeleton), [.flashes(share: 1)])
        let slow = LifecycleStatistics(policy: policy, latency: .preset(.slow3G), seed: 1)
        XCTAssertEqual(
            GuidanceHint.hints(policy: policy, statistics: slow, kind: .spinner).first,
            .spinnerForLongWait(median: slow.medianTimeToContent))
        XCTAssertEqual(IndicatorKind.allCases.map(\.rawValue), ["spinner", "skeleton", "determinate"])
    }
}
