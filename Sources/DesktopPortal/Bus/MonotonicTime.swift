import Glibc

/// Seconds on the monotonic clock (CLOCK_MONOTONIC), for deadlines that a change of the wall
/// clock does not move.
package enum MonotonicTime {
    package static var now: Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
