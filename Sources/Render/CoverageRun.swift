/// A run of pixels of one grid row with the same 8-bit coverage: the swept form of a shape that
/// the blenders draw and the mask cache keeps. Columns and row are relative to the grid's origin.
struct CoverageRun {
    /// Grid row.
    var row: Int32
    /// First column.
    var x0: Int32
    /// One past the last column.
    var x1: Int32
    /// 8-bit coverage (1...255), the exact fraction rounded as `FixedPoint.coverage8`.
    var coverage: UInt32
}

/// The runs of the shape being drawn, in memory kept from shape to shape (grown by doubling).
final class RunBuffer {
    private(set) var start: UnsafeMutablePointer<CoverageRun>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int = 256) {
        self.capacity = capacity
        start = UnsafeMutablePointer<CoverageRun>.allocate(capacity: capacity)
    }

    deinit { start.deallocate() }

    /// The runs.
    var runs: UnsafeBufferPointer<CoverageRun> { UnsafeBufferPointer(start: start, count: count) }

    /// Forgets the runs.
    func removeAll() { count = 0 }

    /// Appends a run, or widens the last one when it ends where this one starts in the same row
    /// with the same coverage.
    @inline(__always)
    func append(row: Int32, x0: Int32, x1: Int32, coverage: UInt32) {
        if count > 0 {
            let last = start + (count &- 1)
            if last.pointee.x1 == x0, last.pointee.row == row, last.pointee.coverage == coverage {
                last.pointee.x1 = x1
                return
            }
        }
        if count == capacity { grow() }
        (start + count).initialize(to: CoverageRun(row: row, x0: x0, x1: x1, coverage: coverage))
        count &+= 1
    }

    @inline(never)
    private func grow() {
        let larger = UnsafeMutablePointer<CoverageRun>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: start, count: count)
        start.deallocate()
        start = larger
        capacity *= 2
    }
}

extension CoverageSweep {
    /// Sweeps the accumulated grid into runs of non-zero 8-bit coverage, appended to `runs`;
    /// all cells and bits end zeroed.
    static func collectRuns(_ buffers: CellBuffers, grid: CellGrid, evenOdd: Bool, into runs: RunBuffer) {
        forEachRun(buffers, grid: grid, evenOdd: evenOdd) { row, x0, x1, v in
            let coverage = FixedPoint.coverage8(v)
            guard coverage != 0 else { return }
            runs.append(
                row: Int32(truncatingIfNeeded: row), x0: Int32(truncatingIfNeeded: x0),
                x1: Int32(truncatingIfNeeded: x1), coverage: coverage)
        }
    }
}
