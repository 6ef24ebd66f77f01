import MiniAppKit
/// One *App Set* from `GET /users/{userId}/app_sets/`, as the API sends it.
///
/// The seed names `type` (`dashboard` or `asset_page_tab`) and, for asset-page tabs,
/// `category`. `id` is required (a dashboard's URL needs it); `name` is optional, and a
/// missing or wrongly typed optional field reads as absent rather than failing the list.
public struct CorvaAppSet: Sendable, Equatable, Decodable {
    /// The type of app set that is a dashboard.
    public static let dashboardType = "dashboard"
    /// The type of app set that is one tab of an asset page.
    public static let assetPageTabType = "asset_page_tab"

    /// The id, as text (the API may send a number).
    public var id: String
    /// `dashboard`, `asset_page_tab`, or a type this client does not know.
    public var type: String
    /// The title to show, if the API gives one.
    public var name: String?
    /// The asset-page category (`drilling`, …): the last segment of the tab's URL.
    public var category: String?

    /// An app set built in code (tests, previews).
    public init(id: String, type: String, name: String? = nil, category: String? = nil) {
        self.id = id
        self.type = type
        self.name = name
        self.category = category
    }

    private enum CodingKeys: String, CodingKey { case id, type, name, category }

    /// Decodes the API's form: `id` and `type` are required (an `id` may be a number);
    /// a missing or wrongly typed `name` or `category` reads as `nil`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(CorvaIdentifier.self, forKey: .id).text
        type = try container.decode(String.self, forKey: .type)
        name = container.lenient(String.self, forKey: .name)
        category = container.lenient(String.self, forKey: .category)
    }
}

/// A dashboard a native navigation UI lists.
public struct CorvaDashboard: Sendable, Equatable, Identifiable {
    /// The app set's id: the `<id>` of `/dashboards/<id>`.
    public var id: String
    /// The title to show, if the API gives one.
    public var name: String?
    /// The web-view page that shows it.
    public var page: CorvaWebPage { .dashboard(id: id) }

    /// A dashboard built in code.
    public init(id: String, name: String?) {
        self.id = id
        self.name = name
    }
}

/// One tab of every asset page: shown for any asset as `/assets/<assetId>/<category>`.
public struct CorvaAssetPageTab: Sendable, Equatable, Identifiable {
    /// The app set's id.
    public var id: String
    /// The tab's title, if the API gives one.
    public var name: String?
    /// The last segment of the tab's URL (`drilling`, `completion`…).
    public var category: String

    /// A tab built in code.
    public init(id: String, name: String?, category: String) {
        self.id = id
        self.name = name
        self.category = category
    }

    /// The web-view page of this tab for `assetId`.
    public func page(assetId: String) -> CorvaWebPage { .assetPage(assetId: assetId, category: category) }
}

/// The app sets split as a native navigation UI needs them.
public struct CorvaNavigation: Sendable, Equatable {
    /// Dashboards for the app's top-level navigation, in the API's order.
    public var dashboards: [CorvaDashboard]
    /// The tabs of an asset page, in the API's order.
    public var assetPageTabs: [CorvaAssetPageTab]
    /// Why entries were left out (no id, an asset-page tab without a category, an unknown type).
    public var skipped: [String]

    /// Navigation data built in code.
    public init(dashboards: [CorvaDashboard] = [], assetPageTabs: [CorvaAssetPageTab] = [], skipped: [String] = []) {
        self.dashboards = dashboards
        self.assetPageTabs = assetPageTabs
        self.skipped = skipped
    }

    /// Splits app sets by `type`; an asset-page tab needs a non-empty `category`.
    public init(appSets: [CorvaAppSet], skipped: [String] = []) {
        self.init(skipped: skipped)
        for set in appSets {
            switch set.type {
            case CorvaAppSet.dashboardType:
                dashboards.append(CorvaDashboard(id: set.id, name: set.name))
            case CorvaAppSet.assetPageTabType:
                guard let category = set.category, !category.isEmpty else {
                    self.skipped.append("app set \(set.id): an asset_page_tab without a category cannot be addressed")
                    continue
                }
                assetPageTabs.append(CorvaAssetPageTab(id: set.id, name: set.name, category: category))
            default:
                self.skipped.append("app set \(set.id): unknown type '\(set.type)'")
            }
        }
    }

    /// The distinct tab categories, in order of first appearance.
    public var categories: [String] {
        var seen: Set<String> = []
        return assetPageTabs.map(\.category).filter { seen.insert($0).inserted }
    }
}
