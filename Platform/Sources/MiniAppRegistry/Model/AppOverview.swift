/// One app of a project as the console lists it: what is published and since when.
public struct AppOverview: Sendable, Equatable {
    /// The app's id within its project.
    public var appId: String
    /// The version clients get now; nil while the app is unpublished.
    public var published: VersionRecord?
    /// The newest upload, published or not (its display name and icon stand for the app
    /// while nothing is published).
    public var newest: VersionRecord?
    /// When the published pointer last moved (milliseconds since 1970), nil if never.
    public var lastPublishedAt: Int?
    /// How many versions are stored, drafts and withdrawn ones included.
    public var versionCount: Int
}
