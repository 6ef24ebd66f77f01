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
        if record.icon.isEmpty {
            // Rakuten's SDKs decode `icon` as a required URL: "" would fail the whole list.
            icon = urls.defaultIcon
        } else if record.icon.contains("://") {
            icon = record.icon
        } else {
            icon = urls.file(app: record.appId, version: record.id, path: record.icon)
        }
        version = Version(versionTag: record.versionTag, versionId: record.id)
        promotionalImageUrl = record.promotionalImageUrl
        promotionalText = record.promotionalText
    }
}
