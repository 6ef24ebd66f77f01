import MiniAppKit
public import MiniAppPlatformClient

/// Turns the ``InstallProgress`` events of an install into terminal text: a bar redrawn
/// in place on a terminal, or a few plain lines where the output is a log.
///
/// A value that only returns text (it never writes), so the decisions (what to draw,
/// when to stay quiet) are tested without a terminal; `miniapp open --server` writes
/// what it returns to standard error.
///
/// - Interactive (a TTY): one line, `\r` + erase + the bar, at most every
///   ``redrawInterval`` and on every phase change; ``finish()`` ends the line.
/// - Plain (a pipe or a CI log): one line per phase change and per quarter of the
///   download, so a log holds at most a handful of lines however many files there are.
public struct ProgressBar: Sendable {
    public enum Style: Sendable, Equatable {
        /// Redrawn in place; `width` is the number of cells of the bar itself.
        case interactive(width: Int)
        case plain
    }

    public let style: Style
    /// What is installed, shown before the bar.
    public let label: String
    /// Redraws closer together than this are skipped (a download of many small files
    /// would otherwise repaint the terminal thousands of times a second).
    public var redrawInterval: Duration = .milliseconds(80)

    private var lastPhase: InstallProgress.Phase?
    private var lastDraw: ContinuousClock.Instant?
    private var lastQuarter = -1
    private var drewInPlace = false

    public init(style: Style, label: String) {
        self.style = style
        self.label = label
    }

    /// The text to write for `progress`, or `nil` when nothing needs drawing.
    public mutating func update(_ progress: InstallProgress, now: ContinuousClock.Instant = .now) -> String? {
        let phaseChanged = progress.phase != lastPhase
        lastPhase = progress.phase
        switch style {
        case .interactive(let width):
            if !phaseChanged, let lastDraw, now - lastDraw < redrawInterval { return nil }
            lastDraw = now
            drewInPlace = true
            return "\r\u{1B}[2K" + line(progress, barWidth: width)
        case .plain:
            let quarter = progress.phase == .downloading ? Self.fraction(progress) * 4 / 100 : lastQuarter
            guard phaseChanged || quarter > lastQuarter else { return nil }
            lastQuarter = quarter
            return line(progress, barWidth: nil) + "\n"
        }
    }

    /// Ends an in-place line so what follows starts on a line of its own.
    public mutating func finish() -> String? {
        defer { drewInPlace = false }
        return drewInPlace ? "\n" : nil
    }

    /// `label downloading [#####-----]  42%  1.2 MiB / 2.9 MiB  6/14 files (3 already here)`.
    func line(_ progress: InstallProgress, barWidth: Int?) -> String {
        switch progress.phase {
        case .resolving:
            return "\(label): resolving…"
        case .finished where progress.filesTotal == 0:
            return "\(label): up to date (\(progress.reusedFiles) files already here)"
        case .downloading, .installing, .finished:
            let percent = Self.fraction(progress)
            var text = "\(label): \(progress.phase)"
            if let barWidth, barWidth > 0 {
                let filled = barWidth * percent / 100
                text += " [" + String(repeating: "#", count: filled) + String(repeating: "-", count: barWidth - filled) + "]"
            }
            let percentText = String(percent)
            text += " " + String(repeating: " ", count: max(0, 3 - percentText.count)) + percentText + "%"
            text += "  \(Self.bytes(progress.bytesCompleted)) / \(Self.bytes(progress.bytesTotal))"
            text += "  \(progress.filesCompleted)/\(progress.filesTotal) files"
            if progress.reusedFiles > 0 { text += " (\(progress.reusedFiles) already here)" }
            return text
        }
    }

    /// Percent done, by bytes when there are any to fetch, else by files (0...100).
    static func fraction(_ progress: InstallProgress) -> Int {
        if progress.bytesTotal > 0 { return min(100, progress.bytesCompleted * 100 / progress.bytesTotal) }
        if progress.filesTotal > 0 { return min(100, progress.filesCompleted * 100 / progress.filesTotal) }
        return progress.phase == .resolving ? 0 : 100
    }

    /// `812 B`, `93.4 KiB`, `5.0 MiB`: one decimal, binary units.
    static func bytes(_ count: Int) -> String {
        if count < 1024 { return "\(count) B" }
        let units = ["KiB", "MiB", "GiB", "TiB"]
        var value = Double(count) / 1024
        var unit = 0
        while value >= 1024, unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10) \(units[unit])"
    }
}
