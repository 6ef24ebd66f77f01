import MiniAppKit
@testable import MiniAppPlatformClient
import Testing
@testable import MiniAppHost

/// What `miniapp open --server` draws: in place on a terminal, a few lines in a log.
@Suite struct ProgressBarTests {
    static let start = ContinuousClock.now

    /// A download of 200 files of 1 KiB, one event per file, 1 ms apart.
    static func download() -> [(InstallProgress, ContinuousClock.Instant)] {
        var events = [(InstallProgress(phase: .resolving), start)]
        var progress = InstallProgress(phase: .downloading, filesTotal: 200, bytesTotal: 200 * 1024, reusedFiles: 3)
        events.append((progress, start + .milliseconds(1)))
        for file in 1...200 {
            progress.filesCompleted = file
            progress.bytesCompleted = file * 1024
            events.append((progress, start + .milliseconds(1 + file)))
        }
        progress.phase = .installing
        events.append((progress, start + .milliseconds(300)))
        progress.phase = .finished
        events.append((progress, start + .milliseconds(310)))
        return events
    }

    @Test func redrawsInPlaceAtMostEveryIntervalAndOnEachPhase() {
        var bar = ProgressBar(style: .interactive(width: 10), label: "demo")
        let drawn = Self.download().compactMap { bar.update($0.0, now: $0.1) }
        #expect(drawn.allSatisfy { $0.hasPrefix("\r\u{1B}[2K") && !$0.contains("\n") })
        // Phases: resolving, downloading, installing, finished; 200 ms of files at one redraw per 80 ms.
        #expect(drawn.count <= 4 + 3)
        #expect(drawn[1].hasSuffix("demo: downloading [----------]   0%  0 B / 200.0 KiB  0/200 files (3 already here)"))
        #expect(drawn.last?.hasSuffix("demo: finished [##########] 100%  200.0 KiB / 200.0 KiB  200/200 files (3 already here)") == true)
        #expect(bar.finish() == "\n")
        #expect(bar.finish() == nil)
    }

    @Test func writesAFewPlainLinesWhenNotATerminal() {
        var bar = ProgressBar(style: .plain, label: "demo")
        let drawn = Self.download().compactMap { bar.update($0.0, now: $0.1) }
        #expect(drawn.allSatisfy { $0.hasSuffix("\n") && !$0.contains("\r") && !$0.contains("[") })
        // resolving, 0 %, 25 %, 50 %, 75 %, 100 %, installing, finished.
        #expect(drawn.count == 8)
        #expect(drawn[3] == "demo: downloading  50%  100.0 KiB / 200.0 KiB  100/200 files (3 already here)\n")
        #expect(bar.finish() == nil)
    }

    @Test func saysWhenNothingNeededDownloading() {
        var bar = ProgressBar(style: .plain, label: "demo")
        #expect(bar.update(InstallProgress(phase: .finished, reusedFiles: 14)) == "demo: up to date (14 files already here)\n")
    }

    @Test func formatsByteCounts() {
        #expect(ProgressBar.bytes(812) == "812 B")
        #expect(ProgressBar.bytes(95_816) == "93.6 KiB")
        #expect(ProgressBar.bytes(5 * 1024 * 1024) == "5.0 MiB")
    }
}
