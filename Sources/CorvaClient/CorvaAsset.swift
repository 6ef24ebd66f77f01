import MiniAppKit
/// An asset (a well, a rig…) from `GET /assets`, for the app's navigation.
///
/// The seed only says assets are "e.g. wells" the user has access to; `id` is required
/// (an asset page's URL needs it) and the rest is optional, in the API's snake_case
/// names: `name`, `asset_type`, `status`, `parent_asset_id`.
public struct CorvaAsset: Sendable, Equatable, Identifiable, Decodable {
    /// The asset's id: the `<assetId>` of `/assets/<assetId>/<category>`.
    public var id: String
    /// The title to show (a well's name).
    public var name: String?
    /// `asset_type`: `well`, `rig`, `program`…
    public var assetType: String?
    /// The API's status text (`active`, `complete`…), shown as is.
    public var status: String?
    /// `parent_asset_id`: the asset this one belongs to (a well's rig).
    public var parentAssetId: String?

    /// An asset built in code.
    public init(id: String, name: String? = nil, assetType: String? = nil, status: String? = nil, parentAssetId: String? = nil) {
        self.id = id
        self.name = name
        self.assetType = assetType
        self.status = status
        self.parentAssetId = parentAssetId
    }

    /// The web-view page of `tab` for this asset.
    public func page(_ tab: CorvaAssetPageTab) -> CorvaWebPage { tab.page(assetId: id) }

    private enum CodingKeys: String, CodingKey {
        case id, name, status
        case assetType = "asset_type"
        case parentAssetId = "parent_asset_id"
    }

    /// Decodes the API's snake_case form: only `id` is required (it and `parent_asset_id` may
    /// be numbers); a missing or wrongly typed optional field reads as `nil`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(CorvaIdentifier.self, forKey: .id).text
        name = container.lenient(String.self, forKey: .name)
        assetType = container.lenient(String.self, forKey: .assetType)
        status = container.lenient(String.self, forKey: .status)
        parentAssetId = container.lenient(CorvaIdentifier.self, forKey: .parentAssetId)?.text
    }
}
