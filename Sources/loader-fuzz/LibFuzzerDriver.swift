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

/// libFuzzer's callback: a C function, so it captures nothing (one per target, no global).
private typealias FuzzCallback = @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32

enum LibFuzzerDriver {
    /// Runs libFuzzer on `target` with `arguments` (the program name first).
    static func run(_ target: FuzzTarget, arguments: [String]) -> Int32 {
        var argc = Int32(arguments.count)
        var cArguments: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        let callback = self.callback(for: target)
        return cArguments.withUnsafeMutableBufferPointer { buffer in
            var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = buffer.baseAddress
            return LLVMFuzzerRunDriver(&argc, &argv, callback)
        }
    }

    /// The callback that runs `target` on libFuzzer's bytes.
    private static func callback(for target: FuzzTarget) -> FuzzCallback {
        switch target {
        case .spec: return { data, size in FuzzTarget.spec.run(UnsafeRawBufferPointer(start: data, count: size)); return 0 }
        case .progress:
            return { data, size in FuzzTarget.progress.run(UnsafeRawBufferPointer(start: data, count: size)); return 0 }
        case .cli: return { data, size in FuzzTarget.cli.run(UnsafeRawBufferPointer(start: data, count: size)); return 0 }
        case .share: return { data, size in FuzzTarget.share.run(UnsafeRawBufferPointer(start: data, count: size)); return 0 }
        }
    }
}
#endif
