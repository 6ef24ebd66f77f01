#if os(Linux)
import Glibc

/// Runs the benchmark, and every process it starts, on one CPU.
///
/// A round trip hands work between four threads (the UI process's main and IPC
/// threads, the web process's IPC and main threads). Spread over this machine's two
/// virtual CPUs, each hand-off is either a wake-up on the same CPU or one on the other,
/// and which mix a pair of processes settles into changes from run to run: the p50 of
/// the same case moved by ±15 % between runs, more than the SDK's whole cost. On one
/// CPU every hand-off is the same kind, and what differs between raw and stack is the
/// work each does; runs repeat within a few per cent (`docs/PERFORMANCE.md`).
///
/// Children (Xvfb, WebKit's web and network processes) inherit the affinity, so this
/// is done before any of them starts. `--all-cpus` skips it.
enum CPUPinning {
    /// Pins to the highest CPU this process may use (CPU 0 takes most interrupts);
    /// returns it, or `nil` when the affinity could not be read or set.
    static func pinToOneCPU() -> Int? {
        // glibc declares these only under _GNU_SOURCE, which Swift's Glibc module is not
        // built with: look them up instead. A mask of 1,024 CPUs, as glibc's cpu_set_t.
        typealias Affinity = @convention(c) (pid_t, Int, UnsafeMutableRawPointer) -> Int32
        guard let process = dlopen(nil, RTLD_NOW),
              let get = dlsym(process, "sched_getaffinity"), let set = dlsym(process, "sched_setaffinity") else { return nil }
        let getAffinity = unsafeBitCast(get, to: Affinity.self), setAffinity = unsafeBitCast(set, to: Affinity.self)
        func call(_ function: Affinity, _ mask: inout [UInt64]) -> Int32 {
            mask.withUnsafeMutableBytes { bytes in bytes.baseAddress.map { function(0, bytes.count, $0) } ?? -1 }
        }
        var mask = [UInt64](repeating: 0, count: 16)
        guard call(getAffinity, &mask) == 0,
              let cpu = (0..<(mask.count * 64)).last(where: { mask[$0 / 64] & (1 << UInt64($0 % 64)) != 0 }) else { return nil }
        mask = [UInt64](repeating: 0, count: 16)
        mask[cpu / 64] = 1 << UInt64(cpu % 64)
        return call(setAffinity, &mask) == 0 ? cpu : nil
    }
}
#endif
