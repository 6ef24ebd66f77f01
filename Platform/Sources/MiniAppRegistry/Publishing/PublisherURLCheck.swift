/// Refuses an upload whose URL-valued details are not absolute http(s) URLs.
///
/// Hosts hand `promotionalImageUrl` to their own views as they get it: a
/// `javascript:` or `data:` URL stored here would reach every host's users, so the only
/// URLs kept are the kind the `icon` field accepts (``IconCheck/isAcceptableURL(_:)``:
/// `http` or `https` with a host). Empty means none, as when it is not given.
enum PublisherURLCheck {
    /// The details that hold a URL, by the name the publisher gave them under.
    static func urls(in details: StagedVersion.Details) -> [(field: String, value: String?)] {
        [("promotionalImageUrl", details.promotionalImageUrl)]
    }

    /// - Throws: ``RegistryError`` 422 (`bundleRefused`, reason `invalidURL`) naming the field.
    static func check(_ details: StagedVersion.Details) throws(RegistryError) {
        for case let (field, value?) in urls(in: details) where !value.isEmpty && !IconCheck.isAcceptableURL(value) {
            throw RegistryError(
                .bundleRefused, "the upload was refused: \(field) must be an absolute http(s) URL; '\(value.prefix(200))' is not",
                reason: "invalidURL")
        }
    }
}
