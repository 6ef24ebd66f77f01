// `miniapp-benchmarks`: the raw WebKitGTK engine against the whole MiniAppKit stack,
// measured in one run on one engine build; and, with `platform-update` or
// `platform-launch`, the registry client's delta update and warm launch (run by
// scripts/benchmark-registry). What each case measures, and the figures of the last
// run, are in docs/PERFORMANCE.md.
//
//     swift run -c release miniapp-benchmarks [--quick] [--only LETTERS]

#if os(Linux)
import Foundation
import MiniAppKitGTK

let arguments = Array(CommandLine.arguments.dropFirst())
let options: BenchmarkOptions
let platform: PlatformOptions?
do {
    platform = try PlatformOptions.parse(arguments)
    options = platform == nil ? try BenchmarkOptions.parse(arguments) : BenchmarkOptions()
} catch {
    let text = "\(error)\n\(BenchmarkOptions.usage)\n\(PlatformOptions.usage)\n"
    (error.isHelp ? FileHandle.standardOutput : FileHandle.standardError).write(Data(text.utf8))
    exit(error.isHelp ? 0 : 2)
}
if let platform, platform.mode == .update {
    // No engine needed: print one JSON line.
    let semaphore = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var status: Int32 = 0
    Task.detached {
        do {
            let result = try await PlatformUpdateCase.run(platform)
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            print(String(decoding: try encoder.encode(result), as: UTF8.self))
        } catch {
            FileHandle.standardError.write(Data("platform-update: \(error)\n".utf8))
            status = 1
        }
        semaphore.signal()
    }
    semaphore.wait()
    exit(status)
}
// Before Xvfb and WebKit's processes start: they inherit it.
let pinnedCPU = platform == nil && options.pinsToOneCPU ? CPUPinning.pinToOneCPU() : nil
// GLib owns the main thread (the main actor) and WebKit; Xvfb starts when DISPLAY is unset.
exit(GLibMainLoop.run(display: .automatic) {
    if let platform {
        let result = try await PlatformLaunchCase.run(platform)
        print(result.text)
        return 0
    }
    return try await BenchmarkRun(options: options, pinnedCPU: pinnedCPU).run()
})
#else
print("miniapp-benchmarks measures the WebKitGTK engine: it runs on Linux only.")
#endif
