import Foundation
import Synchronization

/// A computation run off the main actor, one at a time: the newest request replaces one that
/// waits, and the main actor takes the result of the newest request finished (`take`), tagged
/// with the revision it was asked with. Polled from a view's frames (`isBusy` keeps them coming).
final class BackgroundCheck<Input: Sendable, Output: Sendable>: Sendable {
    private struct State {
        var waiting: (revision: Int, input: Input)?
        var running = false
        var finished: (revision: Int, output: Output)?
    }

    private let state = Mutex(State())
    private let work: @Sendable (Input) -> Output

    init(_ work: @escaping @Sendable (Input) -> Output) {
        self.work = work
    }

    /// True while a request runs or waits, or a result waits to be taken.
    var isBusy: Bool { state.withLock { $0.running || $0.waiting != nil || $0.finished != nil } }

    /// Asks for `input`'s result (tagged `revision`); a request still waiting is dropped.
    func request(_ input: Input, revision: Int) {
        let start = state.withLock { state -> Bool in
            state.waiting = (revision, input)
            guard !state.running else { return false }
            state.running = true
            return true
        }
        guard start else { return }
        let thread = Thread { [self] in
            while let next = state.withLock({ state -> (revision: Int, input: Input)? in
                guard let next = state.waiting else {
                    state.running = false
                    return nil
                }
                state.waiting = nil
                return next
            }) {
                let output = work(next.input)
                state.withLock { $0.finished = (next.revision, output) }
            }
        }
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// The newest finished result not yet taken, and its revision.
    func take() -> (revision: Int, output: Output)? {
        state.withLock { state in
            defer { state.finished = nil }
            return state.finished
        }
    }
}
