// `miniapp-benchmarks`: the raw WebKitGTK engine against the whole MiniAppKit stack,
// measured in one run on one engine build. What each case measures, and the figures
// of the last run, are in docs/PERFORMANCE.md.
//
//     swift run -c release miniapp-benchmarks [--quick] [--only LETTERS]

#if canImport(MiniAppKitGTK)
import Foundation
import MiniAppKitGTK

let options: BenchmarkOptions
do {
    options = try BenchmarkOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    let text = "\(error)\n\(BenchmarkOptions.usage)\n"
    (error.isHelp ? FileHandle.standardOutput : FileHandle.standardError).write(Data(text.utf8))
    exit(error.isHelp ? 0 : 2)
}
// GLib owns the main thread (the main actor) and WebKit; Xvfb starts when DISPLAY is unset.
exit(GLibMainLoop.run(display: .automatic) {
    try await BenchmarkRun(options: options).run()
})
#else
print("miniapp-benchmarks measures the WebKitGTK engine: it runs on Linux only.")
#endif
