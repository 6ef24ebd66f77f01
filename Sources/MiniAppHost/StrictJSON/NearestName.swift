/// The known name a mistyped one most likely meant, for "did you mean …?" hints: those
/// of a profile or manifest check, and of `miniapp mcp`'s tool arguments.
public enum NearestName {
    /// The candidate closest to `name` by edit distance (case-insensitive), if it is close
    /// enough to be a typo: at most a third of the name's length, and at least 1, apart.
    public static func suggestion(for name: String, among candidates: [String]) -> String? {
        let lowered = Array(name.lowercased())
        let limit = max(1, lowered.count / 3)
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != name {
            let distance = editDistance(lowered, Array(candidate.lowercased()))
            if distance <= limit, distance < best?.distance ?? .max {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// Levenshtein distance, with a transposition of neighbours counting as one edit
    /// (`usrName`/`userName` is 1, `nmae`/`name` is 1).
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], before[j - 2] + 1)
                }
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
