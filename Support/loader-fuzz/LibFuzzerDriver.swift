#if FUZZING
import Hardening
import Glibc

/// libFuzzer's entry for programs that keep their own `main` (from libclang_rt.fuzzer_no_main).
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

/// libFuzzer's callback: a C function, so it captures nothing. It reads the target from
/// `LibFuzzerDriver.target`, set once before libFuzzer starts; a failed check traps, which is
/// how libFuzzer learns of it (and saves the input).
private typealias FuzzCallback = @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32

enum LibFuzzerDriver {
    /// The target libFuzzer runs: written once by `run` before the fuzzing loop starts, read
    /// only from libFuzzer's single fuzzing thread after that.
    nonisolated(unsafe) private static var target: FuzzTarget = .spec

    /// Runs libFuzzer on `target` with `arguments` (the program name first).
    static func run(_ target: FuzzTarget, arguments: [String]) -> Int32 {
        self.target = target
        var argc = Int32(arguments.count)
        var cArguments: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        // Runs the chosen target, whichever `FuzzTarget` case it is, and traps with the
        // target's description of a broken invariant.
        let callback: FuzzCallback = { data, size in
            if let failure = LibFuzzerDriver.target.check(UnsafeRawBufferPointer(start: data, count: size)) {
                fatalError("\(LibFuzzerDriver.target.rawValue): \(failure)")
            }
            return 0
        }
        return cArguments.withUnsafeMutableBufferPointer { buffer in
            var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = buffer.baseAddress
            return LLVMFuzzerRunDriver(&argc, &argv, callback)
        }
    }
}
#endif
