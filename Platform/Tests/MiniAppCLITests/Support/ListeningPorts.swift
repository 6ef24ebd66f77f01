import Foundation

/// What a process listens on, read from `/proc`: how a test shows that the WebKitWebDriver
/// behind `miniapp webdriver` has no TCP port a web page could reach.
enum ListeningPorts {
    /// The TCP ports (IPv4 and IPv6) on which `pid` has a listening socket.
    static func tcp(of pid: Int32) -> Set<Int> {
        let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd")) ?? []
        let inodes = Set(descriptors.compactMap { descriptor -> String? in
            guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/\(descriptor)"),
                  target.hasPrefix("socket:[") else { return nil }
            return String(target.dropFirst("socket:[".count).dropLast())
        })
        var ports: Set<Int> = []
        for table in ["/proc/net/tcp", "/proc/net/tcp6"] {
            let lines = ((try? String(contentsOfFile: table, encoding: .utf8)) ?? "").split(separator: "\n").dropFirst()
            for line in lines {
                // sl local_address rem_address st tx:rx tr:when retrnsmt uid timeout inode
                let fields = line.split(separator: " ")
                guard fields.count > 9, fields[3] == "0A", inodes.contains(String(fields[9])),
                      let port = fields[1].split(separator: ":").last.flatMap({ Int($0, radix: 16) }) else { continue }
                ports.insert(port)
            }
        }
        return ports
    }

    /// The processes whose parent is `pid`, with their command names.
    static func children(of pid: Int32) -> [(pid: Int32, name: String)] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry -> (Int32, String)? in
            guard let child = Int32(entry), let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")") else { return nil }
            let name = String(stat[stat.index(after: open)..<close])
            let rest = stat[stat.index(close, offsetBy: 2)...].split(separator: " ")
            guard rest.count > 1, Int32(rest[1]) == pid else { return nil }
            return (child, name)
        }
    }
}
