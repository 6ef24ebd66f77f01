/// The keys each decoded object was asked for, to find the ones nobody asked for.
///
/// A Codable type never lists its keys, but decoding asks for every one of them: the
/// synthesized `init(from:)` calls `decodeIfPresent` for each optional property even when
/// the key is absent, and a custom one asks for what it reads. So the keys a type knows
/// are the keys its containers asked for, and a member of the text that no container
/// asked for is a key the type does not know (a misspelling, or a key of another
/// section). A container that reads `allKeys` (a dictionary, a free-form value) takes
/// any key, and its object is not checked.
///
/// A class because every container of one decoding records into the same usage.
final class KeyUsage {
    private struct Visit {
        var keys: [String]
        var asked: Set<String> = []
        var open = false
    }

    private var visits: [JSONPath: Visit] = [:]
    private var order: [JSONPath] = []
    /// Problems of optional members, read as absent so decoding could go on, with the
    /// member each was recovered at.
    private(set) var recorded: [(error: DecodingError, member: JSONPath)] = []

    /// An optional member at `member` did not decode: `error` is reported with the
    /// others, and keys under `member` are not (its object stopped where it failed, so
    /// keys after that were never asked for).
    func record(_ error: DecodingError, recoveredAt member: JSONPath) {
        recorded.append((error, member))
    }

    /// An object at `path` with `keys` is decoded through a keyed container.
    func visit(_ path: JSONPath, keys: [String]) {
        guard visits[path] == nil else { return }
        visits[path] = Visit(keys: keys)
        order.append(path)
    }

    /// A container at `path` asked for `key` (present or not).
    func ask(_ path: JSONPath, _ key: String) {
        visits[path]?.asked.insert(key)
    }

    /// A container at `path` read every key: any key is known there.
    func open(_ path: JSONPath) {
        visits[path]?.open = true
    }

    /// The keys asked for at `path`, sorted: what a misspelled key is compared with.
    func known(at path: JSONPath) -> [String] {
        (visits[path]?.asked).map { $0.sorted() } ?? []
    }

    /// The members of `path`'s object, as written.
    func keys(at path: JSONPath) -> [String] {
        visits[path]?.keys ?? []
    }

    /// Every member no container asked for, as the path of the member, in visiting order.
    func unknownKeys() -> [JSONPath] {
        order.flatMap { path -> [JSONPath] in
            guard let visit = visits[path], !visit.open else { return [] }
            if recorded.contains(where: { path.components.starts(with: $0.member.components) }) { return [] }
            return visit.keys.filter { !visit.asked.contains($0) }.map { path.appending(key: $0) }
        }
    }
}
