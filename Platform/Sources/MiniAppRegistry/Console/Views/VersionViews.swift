/// What an app's page shows: what is published, every version, the upload form.
struct AppView {
    struct Published {
        var tag: String
        var versionId: String
        var since: TimeView?
        var link: String
        var displayName: String
    }

    struct VersionRow {
        var versionTag: String
        var versionId: String
        var size: String
        var files: Int
        var uploaded: TimeView
        var state: String
        var isPublished: Bool
        var deletable: Bool
        var link: String
        var appLink: String
    }

    var project: String
    var projectLink: String
    var id: String
    var displayName: String
    var icon: String?
    var published: Published?
    var versions: [VersionRow]
    var upload: UploadFormView
}

/// What a version's page shows: facts, preview codes, permissions, metadata, files.
struct VersionView {
    struct Permission {
        var name: String
        var reason: String
    }

    struct AccessToken {
        var audience: String
        var scopes: String
    }

    struct MetadataItem {
        var key: String
        var value: String
    }

    struct File {
        var path: String
        var size: String
        var sha256: String
        var shortHash: String
    }

    struct PreviewCode {
        var code: String
        var qr: String
        var pixels: Int
        var created: TimeView
    }

    var project: String
    var projectLink: String
    var app: String
    var appLink: String
    var link: String
    var versionId: String
    var versionTag: String
    var displayName: String
    var state: String
    var isPublished: Bool
    var uploaded: TimeView
    var size: String
    var fileCount: Int
    var icon: String?
    var previewCodes: [PreviewCode]
    var required: [Permission]
    var optional: [Permission]
    var accessTokens: [AccessToken]
    var metadata: [MetadataItem]
    var files: [File]

}
