import Foundation

/// How the console writes sizes and times for people.
enum ConsoleFormat {
    /// `512 bytes`, `12.3 KiB`, `4.0 MiB`.
    static func size(_ bytes: Int) -> String {
        if bytes < 1024 { return "\(bytes) bytes" }
        let kib = Double(bytes) / 1024
        if kib < 1024 { return String(format: "%.1f KiB", kib) }
        return String(format: "%.1f MiB", kib / 1024)
    }

    /// A moment, as the `<time>` element of ``TimeView`` carries it.
    static func time(_ milliseconds: Int) -> TimeView {
        let date = Date(timeIntervalSince1970: Double(milliseconds) / 1000)
        let iso = date.formatted(.iso8601)
        let utc = Date.ISO8601FormatStyle(timeZone: .gmt).year().month().day().dateSeparator(.dash)
            .time(includingFractionalSeconds: false).timeSeparator(.colon)
        let text = date.formatted(utc).replacingOccurrences(of: "T", with: " ").replacingOccurrences(of: "Z", with: "")
        return TimeView(iso: iso, text: text + " UTC")
    }
}

/// A time as `<time datetime="{{iso}}">{{text}}</time>`: the page shows UTC, and the
/// console's script rewrites it in the viewer's own time zone.
struct TimeView {
    var iso: String
    var text: String
}
