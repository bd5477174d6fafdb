import Foundation

/// Runs one job per input on `jobs` threads and hands the results back in input order, each
/// as soon as it and every one before it are done (so output streams in the order given).
/// A job is `Sendable` and prints nothing; the caller reports.
enum BatchRunner {
    /// The jobs `--jobs` allows, and its default (the cores the process may use).
    static let jobsRange = 1...256
    static var defaultJobs: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    /// Calls `job` on every input (on `jobs` threads; on this one when `jobs` is 1) and
    /// `deliver` on this thread with each result, in input order.
    static func run<Input: Sendable, Output: Sendable>(
        _ inputs: [Input], jobs: Int, job: @escaping @Sendable (Input) -> Output,
        deliver: (Int, Output) -> Void
    ) {
        guard jobs > 1, inputs.count > 1 else {
            for (index, input) in inputs.enumerated() { deliver(index, job(input)) }
            return
        }
        // Inputs go out in runs (at least 8 a worker, at most 64 inputs each), so the threads
        // meet at the lock, and wake the reader, once a run rather than once an input.
        let run = max(1, min(64, inputs.count / (jobs * 8)))
        let state = Slots<Output>(count: inputs.count, run: run)
        let workers = min(jobs, inputs.count)
        for _ in 0..<workers {
            let thread = Thread {
                while let range = state.take() {
                    state.fill(range, with: range.map { job(inputs[$0]) })
                }
            }
            thread.stackSize = 8 << 20
            thread.start()
        }
        for index in inputs.indices { deliver(index, state.wait(for: index)) }
    }

    /// The results by index, the next run of indexes to take, and the condition the reader
    /// waits on (signalled only when the result it waits for comes in).
    private final class Slots<Output: Sendable>: @unchecked Sendable {
        private let condition = NSCondition()
        private var results: [Output?]
        private let run: Int
        private var next = 0
        /// The index the reader is blocked on, if it is.
        private var awaited: Int?

        init(count: Int, run: Int) {
            results = Array(repeating: nil, count: count)
            self.run = run
        }

        /// The next run of inputs' indexes, nil when every input is taken.
        func take() -> Range<Int>? {
            condition.lock()
            defer { condition.unlock() }
            guard next < results.count else { return nil }
            let range = next..<min(results.count, next + run)
            next = range.upperBound
            return range
        }

        func fill(_ range: Range<Int>, with outputs: [Output]) {
            condition.lock()
            for (index, output) in zip(range, outputs) { results[index] = output }
            if let awaited, range.contains(awaited) { condition.signal() }
            condition.unlock()
        }

        /// Blocks until the result at `index` is in, and hands it over (its slot emptied).
        func wait(for index: Int) -> Output {
            condition.lock()
            defer { condition.unlock() }
            while results[index] == nil {
                awaited = index
                condition.wait()
            }
            awaited = nil
            let output = results[index]!
            results[index] = nil
            return output
        }
    }
}

/// The progress line a long batch shows on a terminal's standard error: files done, files per
/// second and the time left, redrawn at most 10 times a second, from 1 s into the run.
struct BatchProgress {
    let total: Int
    let noun: String
    let shows: Bool
    let write: (String) -> Void
    private let start = Date()
    private var lastDrawn: Date?

    init(total: Int, noun: String, io: CommandIO) {
        self.total = total
        self.noun = noun
        shows = io.errorsGoToTerminal
        write = { [io] text in io.writeErrors(text) }
    }

    /// After `done` of `total`.
    mutating func update(done: Int) {
        guard shows else { return }
        let now = Date()
        let elapsed = now.timeIntervalSince(start)
        guard elapsed >= 1, lastDrawn.map({ now.timeIntervalSince($0) >= 0.1 }) ?? true else { return }
        lastDrawn = now
        let rate = Double(done) / elapsed
        let left = rate > 0 ? Double(total - done) / rate : 0
        write(
            "\r\(done) of \(total) \(noun), \(Int(rate.rounded())) \(noun)/s, \(Int(left.rounded(.up))) s left\u{1B}[K")
    }

    /// Clears the line.
    func finish() {
        if shows, lastDrawn != nil { write("\r\u{1B}[K") }
    }
}
