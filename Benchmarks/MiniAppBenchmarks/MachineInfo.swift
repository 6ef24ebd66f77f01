#if canImport(CWebKitGTK)
import CWebKitGTK
#endif
import Foundation

/// What the figures were measured on, printed above the table.
enum MachineInfo {
    static var summary: String {
        var parts = [cpuModel ?? "unknown CPU", "\(ProcessInfo.processInfo.activeProcessorCount) cores"]
        parts.append("Linux \(kernelRelease)")
        #if canImport(CWebKitGTK)
        parts.append("WebKitGTK \(webkit_get_major_version()).\(webkit_get_minor_version()).\(webkit_get_micro_version())")
        #endif
        #if DEBUG
        parts.append("DEBUG build (figures are not meaningful; use -c release)")
        #else
        parts.append("release build")
        #endif
        return parts.joined(separator: ", ")
    }

    /// `model name` from `/proc/cpuinfo`.
    private static var cpuModel: String? {
        guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return nil }
        let line = text.split(separator: "\n").first { $0.hasPrefix("model name") }
        return line?.split(separator: ":", maxSplits: 1).last?.trimmingCharacters(in: .whitespaces)
    }

    private static var kernelRelease: String {
        (try? String(contentsOfFile: "/proc/sys/kernel/osrelease", encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines) ?? "?"
    }
}
