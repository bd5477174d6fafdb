import Glibc

/// Seconds from a monotonic clock (`CLOCK_MONOTONIC`, shared by every process on the machine).
public enum MonotonicClock {
    /// Now, in seconds since an arbitrary fixed point (boot).
    public static var seconds: Double { Double(nanoseconds) / 1e9 }

    /// Now, in nanoseconds since an arbitrary fixed point (boot).
    public static var nanoseconds: UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }

    /// CPU time used by the calling thread, in seconds (`CLOCK_THREAD_CPUTIME_ID`).
    public static var threadCPUSeconds: Double {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}
