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

/// The target libFuzzer calls back into; set once before the driver starts.
nonisolated(unsafe) private var currentTarget = FuzzTarget.spec

enum LibFuzzerDriver {
    /// Runs libFuzzer on `target` with `arguments` (the program name first).
    static func run(_ target: FuzzTarget, arguments: [String]) -> Int32 {
        currentTarget = target
        var argc = Int32(arguments.count)
        var cArguments: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        return cArguments.withUnsafeMutableBufferPointer { buffer in
            var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = buffer.baseAddress
            return LLVMFuzzerRunDriver(&argc, &argv) { data, size in
                currentTarget.run(UnsafeRawBufferPointer(start: data, count: size))
                return 0
            }
        }
    }
}
#endif
