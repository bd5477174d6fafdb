import XCTest

@testable import LoadingLifecycle

final class RequestTimelineTests: XCTestCase {
    /// The phases and their bounds, for comparing whole timelines.
    private func phases(_ timeline: RequestTimeline) -> [String] {
        timeline.bands.map { "\($0.phase.rawValue) \($0.start)-\($0.end) #\($0.attempt)" }
    }

    private let linearFade = Transition(kind: .fade, duration: 0.25, easing: .linear)

    func testEveryPhaseOfASlowRequest() {
        let policy = LoadingPolicy(
            showDelay: 0.5, minimumVisible: 1, exit: linearFade,
            entry: Transition(kind: .fade, duration: 0.5, easing: .linear))
        let timeline = RequestTimeline(policy: policy, attempts: [.success(after: 0.75)])
        XCTAssertEqual(
            phases(timeline),
            [
                "waiting 0.0-0.5 #0", "indicator 0.5-0.75 #0", "holding 0.75-1.5 #0", "exiting 1.5-1.75 #0",
                "entering 1.75-2.25 #0",
            ])
        XCTAssertEqual(timeline.duration, 2.25)
        XCTAssertEqual(timeline.timeToContent, 1.75)
        XCTAssertEqual(timeline.shownIntervals, [0.5...1.5])
        XCTAssertEqual(timeline.visibleTime, 1)
        XCTAssertFalse(timeline.flashed)
        XCTAssertFalse(timeline.neverShown)
        XCTAssertEqual(timeline.policy, policy)
        XCTAssertEqual(timeline.attempts, [.success(after: 0.75)])
        XCTAssertEqual(timeline.bands.map(\.length), [0.5, 0.25, 0.75, 0.25, 0.5])

        let waiting = timeline.state(at: 0.25)
        XCTAssertEqual(waiting.phase, .waiting)
        XCTAssertEqual(waiting.phaseProgress, 0.5)
        XCTAssertEqual([waiting.indicatorOpacity, waiting.contentOpacity, waiting.errorOpacity], [0, 0, 0])
        let indicator = timeline.state(at: 0.625)
        XCTAssertEqual(indicator.phase, .indicator)
        XCTAssertEqual(indicator.phaseProgress, 0.5)
        XCTAssertEqual([indicator.indicatorOpacity, indicator.indicatorScale, indicator.contentOpacity], [1, 1, 0])
        let holding = timeline.state(at: 1.125)
        XCTAssertEqual(holding.phase, .holding)
        XCTAssertEqual(holding.phaseProgress, 0.5)
        XCTAssertEqual(holding.indicatorOpacity, 1)
        let exiting = timeline.state(at: 1.625)
        XCTAssertEqual(exiting.phase, .exiting)
        XCTAssertEqual(exiting.indicatorOpacity, 0.5)
        XCTAssertEqual(exiting.contentOpacity, 0)
        let entering = timeline.state(at: 2)
        XCTAssertEqual(entering.phase, .entering)
        XCTAssertEqual(entering.phaseProgress, 0.5)
        XCTAssertEqual([entering.indicatorOpacity, entering.contentOpacity, entering.contentScale], [0, 0.5, 1])
        for t in [2.25, 3, 1e9, .infinity] {
            let content = timeline.state(at: t)
            XCTAssertEqual(content.phase, .content)
            XCTAssertEqual([content.contentOpacity, content.indicatorOpacity, content.phaseProgress], [1, 0, 1])
            XCTAssertEqual(content.attempt, 0)
        }
        // A band's start belongs to it, its end to the next band.
        XCTAssertEqual(timeline.state(at: 0.5).phase, .indicator)
        XCTAssertEqual(timeline.state(at: 0.75).phase, .holding)
        XCTAssertEqual(timeline.state(at: 1.5).phase, .exiting)
        XCTAssertEqual(timeline.state(at: 1.75).phase, .entering)
        // Every phase is reached, and the bands are contiguous from 0.
        XCTAssertEqual(timeline.bands.first?.start, 0)
        for (a, b) in zip(timeline.bands, timeline.bands.dropFirst()) { XCTAssertEqual(a.end, b.start) }
    }

    func testAResponseWithinTheShowDelayNeverShowsTheLoadingState() {
        let policy = LoadingPolicy(showDelay: 0.5, minimumVisible: 0.5)
        let atDelay = RequestTimeline(policy: policy, attempts: [.success(after: 0.5)])
        XCTAssertTrue(atDelay.neverShown)
        XCTAssertFalse(atDelay.flashed)
        XCTAssertEqual(phases(atDelay), ["waiting 0.0-0.5 #0", "entering 0.5-0.75 #0"])
        XCTAssertEqual(atDelay.timeToContent, 0.5)
        XCTAssertEqual(atDelay.state(at: 0.49).indicatorOpacity, 0)
        // The crossfade has nothing to cross: the content fades in alone, eased in and out.
        let entering = atDelay.state(at: 0.625)
        XCTAssertEqual(entering.phase, .entering)
        XCTAssertEqual(entering.contentOpacity, 0.5, accuracy: 1e-9)
        XCTAssertEqual(entering.indicatorOpacity, 0)
        XCTAssertEqual(atDelay.state(at: 0.55).contentOpacity, Easing.easeInOut.value(0.2), accuracy: 1e-12)

        // Just above the delay the loading state shows, and for the minimum.
        let justAbove = RequestTimeline(policy: policy, attempts: [.success(after: 0.5 + 1e-9)])
        XCTAssertFalse(justAbove.neverShown)
        XCTAssertEqual(justAbove.shownIntervals, [0.5...1.0])
        XCTAssertEqual(justAbove.bands.map(\.phase), [.waiting, .indicator, .holding, .entering])
        XCTAssertFalse(justAbove.flashed)
        // Without a minimum it flashes for a nanosecond.
        let bare = RequestTimeline(policy: LoadingPolicy(showDelay: 0.5), attempts: [.success(after: 0.5 + 1e-9)])
        XCTAssertTrue(bare.flashed)
        XCTAssertEqual(bare.shownIntervals.count, 1)
        // No delay and an instant response: still never shown.
        let instant = RequestTimeline(policy: LoadingPolicy(), attempts: [.success(after: 0)])
        XCTAssertTrue(instant.neverShown)
        XCTAssertEqual(phases(instant), ["entering 0.0-0.25 #0"])
    }

    func testTheMinimumHoldsAResponseBeforeDelayPlusMinimum() {
        let policy = LoadingPolicy(showDelay: 0.25, minimumVisible: 0.5, exit: linearFade, entry: linearFade)
        // Before delay + minimum (0.75 s): holding until 0.75.
        let before = RequestTimeline(policy: policy, attempts: [.success(after: 0.5)])
        XCTAssertEqual(
            phases(before),
            [
                "waiting 0.0-0.25 #0", "indicator 0.25-0.5 #0", "holding 0.5-0.75 #0", "exiting 0.75-1.0 #0",
                "entering 1.0-1.25 #0",
            ])
        XCTAssertEqual(before.shownIntervals, [0.25...0.75])
        XCTAssertEqual(before.state(at: 0.6).phase, .holding)
        // At delay + minimum: no holding.
        let at = RequestTimeline(policy: policy, attempts: [.success(after: 0.75)])
        XCTAssertEqual(
            phases(at),
            ["waiting 0.0-0.25 #0", "indicator 0.25-0.75 #0", "exiting 0.75-1.0 #0", "entering 1.0-1.25 #0"])
        // After: the response hides it.
        let after = RequestTimeline(policy: policy, attempts: [.success(after: 1)])
        XCTAssertEqual(
            phases(after),
            ["waiting 0.0-0.25 #0", "indicator 0.25-1.0 #0", "exiting 1.0-1.25 #0", "entering 1.25-1.5 #0"])
        XCTAssertEqual(after.shownIntervals, [0.25...1.0])
        XCTAssertEqual(after.timeToContent, 1.25)
    }

    func testEachExitKind() {
        func timeline(_ kind: TransitionKind) -> RequestTimeline {
            let exit = Transition(kind: kind, duration: 0.5, easing: .linear)
            return RequestTimeline(
                policy: LoadingPolicy(exit: exit, entry: Transition(kind: .fade, duration: 0.25, easing: .linear)),
                attempts: [.success(after: 1)])
        }
        let fade = timeline(.fade).state(at: 1.25)
        XCTAssertEqual(fade.phase, .exiting)
        XCTAssertEqual([fade.indicatorOpacity, fade.indicatorScale], [0.5, 1])
        let scale = timeline(.scale).state(at: 1.25)
        XCTAssertEqual(scale.phase, .exiting)
        XCTAssertEqual(scale.indicatorOpacity, 0.5)
        XCTAssertEqual(scale.indicatorScale, 1 - (1 - TransitionKind.exitScale) / 2, accuracy: 1e-12)
        XCTAssertEqual(timeline(.scale).state(at: 1.4999).indicatorScale, 0.6, accuracy: 1e-3)
        let crossfade = timeline(.crossfade).state(at: 1.25)
        XCTAssertEqual([crossfade.indicatorOpacity, crossfade.indicatorScale], [0.5, 1])
        // None is instant: no exiting band, the content enters at the response.
        let none = timeline(.none)
        XCTAssertEqual(phases(none), ["indicator 0.0-1.0 #0", "entering 1.0-1.25 #0"])
        XCTAssertEqual(none.state(at: 1).indicatorOpacity, 0)
        XCTAssertEqual(none.state(at: 0.999).indicatorOpacity, 1)
        // Exits ease by their curve.
        let eased = RequestTimeline(
            policy: LoadingPolicy(
                exit: Transition(kind: .fade, duration: 0.5, easing: .easeIn),
                entry: Transition(kind: .fade, duration: 0, easing: .linear)), attempts: [.success(after: 1)])
        XCTAssertEqual(eased.state(at: 1.1).indicatorOpacity, 1 - Easing.easeIn.value(0.2), accuracy: 1e-12)
        XCTAssertEqual(Transition(kind: .none, duration: 3, easing: .linear).effectiveDuration, 0)
        XCTAssertEqual(Transition(kind: .scale, duration: 3, easing: .linear).effectiveDuration, 3)
    }

    func testEachEntryKind() {
        func timeline(_ kind: TransitionKind) -> RequestTimeline {
            let entry = Transition(kind: kind, duration: 0.5, easing: .linear)
            return RequestTimeline(
                policy: LoadingPolicy(exit: Transition(kind: .fade, duration: 0.25, easing: .linear), entry: entry),
                attempts: [.success(after: 1)])
        }
        // A crossfade starts with the exit and lasts as long as the longer of the two.
        let crossfade = timeline(.crossfade)
        XCTAssertEqual(phases(crossfade), ["indicator 0.0-1.0 #0", "entering 1.0-1.5 #0"])
        XCTAssertEqual(crossfade.timeToContent, 1)
        let mid = crossfade.state(at: 1.125)
        XCTAssertEqual(mid.phase, .entering)
        XCTAssertEqual([mid.indicatorOpacity, mid.contentOpacity], [0.5, 0.25])
        XCTAssertEqual(crossfade.state(at: 1.375).indicatorOpacity, 0)
        XCTAssertEqual(crossfade.state(at: 1.375).contentOpacity, 0.75)
        // A longer exit than the entry: the band lasts until the loading state is gone.
        let longExit = RequestTimeline(
            policy: LoadingPolicy(
                exit: Transition(kind: .scale, duration: 1, easing: .linear),
                entry: Transition(kind: .crossfade, duration: 0.5, easing: .linear)), attempts: [.success(after: 1)])
        XCTAssertEqual(phases(longExit), ["indicator 0.0-1.0 #0", "entering 1.0-2.0 #0"])
        let late = longExit.state(at: 1.75)
        XCTAssertEqual([late.contentOpacity, late.indicatorOpacity], [1, 0.25])
        XCTAssertEqual(late.indicatorScale, 0.7, accuracy: 1e-12)
        // A fade waits for the exit.
        let fade = timeline(.fade)
        XCTAssertEqual(phases(fade), ["indicator 0.0-1.0 #0", "exiting 1.0-1.25 #0", "entering 1.25-1.75 #0"])
        XCTAssertEqual(fade.state(at: 1.5).contentOpacity, 0.5)
        XCTAssertEqual(fade.state(at: 1.5).contentScale, 1)
        // A scale grows the content from entryScale.
        let scale = timeline(.scale)
        XCTAssertEqual(scale.state(at: 1.5).contentOpacity, 0.5)
        XCTAssertEqual(scale.state(at: 1.5).contentScale, (TransitionKind.entryScale + 1) / 2, accuracy: 1e-12)
        XCTAssertEqual(scale.state(at: 1.25).contentScale, 0.95)
        // None: the content is in as the exit ends.
        let none = timeline(.none)
        XCTAssertEqual(phases(none), ["indicator 0.0-1.0 #0", "exiting 1.0-1.25 #0", "entering 1.25-1.25 #0"])
        XCTAssertEqual(none.duration, 1.25)
        XCTAssertEqual(none.state(at: 1.25).phase, .content)
        XCTAssertEqual(none.state(at: 1.2499).phase, .exiting)
    }

    func testAFailureShowsTheErrorThenRetriesWithItsOwnDelay() {
        let policy = LoadingPolicy(
            showDelay: 0.25, exit: Transition(kind: .none, duration: 1, easing: .linear),
            entry: Transition(kind: .none, duration: 1, easing: .linear), retryAfter: 1.5)
        let timeline = RequestTimeline(policy: policy, attempts: [.failure(after: 1), .success(after: 0.5)])
        XCTAssertEqual(
            phases(timeline),
            [
                "waiting 0.0-0.25 #0", "indicator 0.25-1.0 #0", "error 1.0-2.5 #0", "waiting 2.5-2.75 #1",
                "indicator 2.75-3.0 #1", "entering 3.0-3.0 #1",
            ])
        XCTAssertEqual(timeline.shownIntervals, [0.25...1.0, 2.75...3.0])
        XCTAssertTrue(timeline.flashed)  // the second interval lasts 0.25 s
        let error = timeline.state(at: 1.75)
        XCTAssertEqual(error.phase, .error)
        XCTAssertEqual([error.errorOpacity, error.indicatorOpacity, error.contentOpacity], [1, 0, 0])
        XCTAssertEqual(error.attempt, 0)
        XCTAssertEqual(timeline.state(at: 2.6).attempt, 1)
        XCTAssertEqual(timeline.state(at: 2.6).errorOpacity, 0)
        XCTAssertEqual(timeline.state(at: 5).attempt, 1)
        XCTAssertEqual(timeline.timeToContent, 3)

        // With an exit, the error waits for it; a failure within the delay shows the error at once.
        let fading = RequestTimeline(
            policy: LoadingPolicy(showDelay: 0.5, exit: linearFade, retryAfter: 1),
            attempts: [.failure(after: 0.25), .failure(after: 1), .success(after: 0.25)])
        XCTAssertEqual(
            phases(fading),
            [
                "waiting 0.0-0.25 #0", "error 0.25-1.25 #0", "waiting 1.25-1.75 #1", "indicator 1.75-2.25 #1",
                "exiting 2.25-2.5 #1", "error 2.5-3.5 #1", "waiting 3.5-3.75 #2", "entering 3.75-4.0 #2",
            ])
        XCTAssertEqual(fading.shownIntervals, [1.75...2.25])
        XCTAssertFalse(fading.flashed)
    }

    func testShowingAgainSoonAfterHidingIsAFlash() {
        // Two intervals of 0.5 s, 0.25 s apart: a flash by the gap.
        let policy = LoadingPolicy(
            exit: Transition(kind: .none, duration: 0, easing: .linear),
            entry: Transition(kind: .none, duration: 0, easing: .linear), retryAfter: 0.25)
        let quick = RequestTimeline(policy: policy, attempts: [.failure(after: 0.5), .success(after: 0.5)])
        XCTAssertEqual(quick.shownIntervals, [0...0.5, 0.75...1.25])
        XCTAssertTrue(quick.flashed)
        var slower = policy
        slower.retryAfter = 0.3
        XCTAssertFalse(RequestTimeline(policy: slower, attempts: [.failure(after: 0.5), .success(after: 0.5)]).flashed)
        // Exactly the threshold is not a flash; shorter is.
        XCTAssertEqual(RequestTimeline.flashThreshold, 0.3)
        XCTAssertFalse(RequestTimeline(policy: policy, attempts: [.success(after: 0.3)]).flashed)
        XCTAssertTrue(RequestTimeline(policy: policy, attempts: [.success(after: 0.2999)]).flashed)
    }

    func testOfflineThenOnlineRetriesUntilTheNetworkIsBack() {
        let requests = LatencyModel.preset(.offlineThenOnline).attempts(seed: 5, count: 20)
        for attempts in requests {
            let timeline = RequestTimeline(policy: LoadingPolicy(), attempts: attempts)
            // Each failure: shown 1.5 s, a 0.2 s exit, 1.5 s of error.
            XCTAssertEqual(timeline.timeToContent, 3 * 3.2 + attempts[3].seconds, accuracy: 1e-9)
            XCTAssertEqual(timeline.bands.filter { $0.phase == .error }.count, 3)
            XCTAssertEqual(timeline.shownIntervals.count, 4)
            XCTAssertEqual(timeline.state(at: 3.0).phase, .error)
            XCTAssertEqual(timeline.state(at: 3.3).attempt, 1)
        }
    }

    func testHostileAttemptsAndPoliciesGiveSaneTimelines() {
        let hostile = LoadingPolicy(
            showDelay: .nan, minimumVisible: .infinity,
            exit: Transition(kind: .scale, duration: -.infinity, easing: .easeIn),
            entry: Transition(kind: .fade, duration: .nan, easing: .easeOut), retryAfter: -1)
        XCTAssertEqual(
            [
                hostile.showDelay, hostile.minimumVisible, hostile.exit.duration, hostile.entry.duration,
                hostile.retryAfter,
            ],
            [0, 60, 0, 0, 0])
        var edited = LoadingPolicy()
        edited.showDelay = .infinity
        edited.exit.duration = .nan
        edited.entry.duration = 1e300
        XCTAssertEqual(edited.sanitized.showDelay, 60)
        XCTAssertEqual(edited.sanitized.exit.duration, 0)
        XCTAssertEqual(edited.sanitized.entry.duration, 60)
        for attempts: [RequestOutcome] in [
            [], [.success(after: .nan)], [.failure(after: .infinity)], [.success(after: -5)],
            Array(repeating: .failure(after: 1), count: 100_000), [.success(after: 1), .failure(after: 2)],
        ] {
            for policy in [hostile, edited, LoadingPolicy()] {
                let timeline = RequestTimeline(policy: policy, attempts: attempts)
                XCTAssertTrue(timeline.duration.isFinite)
                XCTAssertEqual(timeline.bands.last?.phase, .entering)
                XCTAssertTrue(timeline.attempts.last!.succeeded)
                XCTAssertTrue(timeline.bands.allSatisfy { $0.end >= $0.start && $0.start.isFinite })
                for t in [-1, .nan, 0, timeline.duration / 2, timeline.duration, .infinity] {
                    let state = timeline.state(at: t)
                    XCTAssertTrue(
                        [state.phaseProgress, state.indicatorOpacity, state.contentOpacity].allSatisfy {
                            $0 >= 0 && $0 <= 1
                        })
                }
            }
        }
        XCTAssertEqual(RequestTimeline(policy: LoadingPolicy(), attempts: []).attempts, [.success(after: 0)])
        XCTAssertEqual(
            RequestTimeline(policy: LoadingPolicy(), attempts: [.failure(after: 2)]).attempts, [.success(after: 2)])
        XCTAssertEqual(
            RequestTimeline(policy: LoadingPolicy(), attempts: [.success(after: 1), .failure(after: 2)]).attempts,
            [.success(after: 1)])
        XCTAssertEqual(
            RequestTimeline(policy: LoadingPolicy(), attempts: [.success(after: .nan)]).attempts, [.success(after: 0)])
        XCTAssertEqual(
            RequestTimeline(policy: LoadingPolicy(), attempts: Array(repeating: .failure(after: 1), count: 1000))
                .attempts.count, 100)
        XCTAssertEqual(LifecyclePhase.allCases.count, 7)
    }
}
