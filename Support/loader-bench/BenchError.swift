import XSession

/// A benchmark's failure to set itself up (the window benchmarks share the X session's error).
typealias BenchError = XSessionError
