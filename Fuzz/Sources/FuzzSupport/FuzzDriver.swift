import CLibFuzzer
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Hands the process to libFuzzer with one target's test function.
///
/// SwiftPM links an executable's `main.swift` as the program's `main`, so a target
/// cannot simply define `LLVMFuzzerTestOneInput` and let libFuzzer's own `main` run;
/// instead its top-level code calls libFuzzer's driver, which reads the usual
/// libFuzzer flags (`-runs=`, `-max_total_time=`, corpus folders) from the command line.
public enum FuzzDriver {
    /// The function libFuzzer calls with each input; it returns 0.
    public typealias TestOneInput = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

    /// Runs libFuzzer until it stops (a run limit, a time limit or a crash) and exits with its status.
    public static func run(_ test: TestOneInput) -> Never {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, test))
    }
}
