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

        /// The callback that runs `target` on libFuzzer's bytes. A C callback cannot capture the
        /// target, so there is one per case; the switch is exhaustive, so a new `FuzzTarget` case
        /// does not build until it has one (and `make test` builds this file).
        private static func callback(for target: FuzzTarget) -> FuzzCallback {
            switch target {
            case .spec: return { data, size in LibFuzzerDriver.fuzz(.spec, data, size) }
            case .progress: return { data, size in LibFuzzerDriver.fuzz(.progress, data, size) }
            case .cli: return { data, size in LibFuzzerDriver.fuzz(.cli, data, size) }
            case .source: return { data, size in LibFuzzerDriver.fuzz(.source, data, size) }
            case .share: return { data, size in LibFuzzerDriver.fuzz(.share, data, size) }
            case .lsp: return { data, size in LibFuzzerDriver.fuzz(.lsp, data, size) }
            }
        }

        /// Runs `target` once on libFuzzer's `size` bytes at `data`; a broken invariant traps with
        /// the target's description of it, which is how libFuzzer learns of it (and saves the input).
        fileprivate static func fuzz(_ target: FuzzTarget, _ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
            if let failure = target.check(UnsafeRawBufferPointer(start: data, count: size)) {
                fatalError("\(target.rawValue): \(failure)")
            }
            return 0
        }
    }
#endif
