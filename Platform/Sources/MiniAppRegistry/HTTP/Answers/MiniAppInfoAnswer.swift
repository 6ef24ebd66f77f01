/// `MiniAppInfo` as the SDKs decode it (docs/protocols/platform.md).
struct MiniAppInfoAnswer: Encodable, Sendable {
    struct Version: Encodable, Sendable {
        var versionTag: String
        var versionId: String
    }

    var id: String
    var displayName: String
    var icon: String
    var version: Version
    var promotionalImageUrl: String
    var promotionalText: String

    /// A record as clients see it; a bundle-relative icon becomes that file's URL.
    init(_ record: VersionRecord, urls: FileURLs) {
        id = record.appId
        displayName = record.displayName
        icon = record.icon.isEmpty || record.icon.contains("://") ? record.icon : urls.file(app: record.appId, version: record.id, path: record.icon)
        version = Version(versionTag: record.versionTag, versionId: record.id)
        promotionalImageUrl = record.promotionalImageUrl
        promotionalText = record.promotionalText
    }
}
