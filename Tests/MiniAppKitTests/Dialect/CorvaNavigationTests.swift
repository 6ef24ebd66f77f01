import Foundation
import Testing
@testable import CorvaClient
@testable import MiniAppKit

struct CorvaNavigationTests {
    @Test func appSetsSplitIntoDashboardsAndAssetPageTabs() throws {
        let body = """
        [
          {"id": 1, "type": "dashboard", "name": "Overview"},
          {"id": "7", "type": "asset_page_tab", "name": "Drilling", "category": "drilling"},
          {"id": 2, "type": "dashboard"},
          {"id": 8, "type": "asset_page_tab", "category": "completion", "name": 5},
          {"id": 9, "type": "asset_page_tab", "name": "No category"},
          {"id": 10, "type": "asset_page_tab", "category": "drilling", "name": "Drilling 2"},
          {"id": 11, "type": "report"},
          {"type": "dashboard", "name": "no id"},
          {"id": 12, "type": 3},
          "not an object"
        ]
        """
        let (sets, skipped) = try CorvaListDecoding.decode(CorvaAppSet.self, from: Data(body.utf8), what: "app_sets")
        let navigation = CorvaNavigation(appSets: sets, skipped: skipped)
        #expect(navigation.dashboards == [CorvaDashboard(id: "1", name: "Overview"), CorvaDashboard(id: "2", name: nil)])
        #expect(navigation.assetPageTabs.map(\.id) == ["7", "8", "10"])
        #expect(navigation.assetPageTabs[1].name == nil)
        #expect(navigation.categories == ["drilling", "completion"])
        #expect(navigation.skipped.count == 5)
        #expect(navigation.skipped.contains { $0.contains("app set 9") && $0.contains("category") })
        #expect(navigation.skipped.contains { $0.contains("unknown type 'report'") })
        #expect(navigation.skipped.contains { $0.contains("'id' is missing") })
        #expect(navigation.dashboards[0].page == .dashboard(id: "1"))
        #expect(navigation.assetPageTabs[0].page(assetId: "42").path == "/assets/42/drilling")
    }

    @Test func listsMayComeWrappedInData() throws {
        let body = #"{"data": [{"id": 3, "name": "Well A", "asset_type": "well", "parent_asset_id": 9}, {"id": 4}]}"#
        let (assets, skipped) = try CorvaListDecoding.decode(CorvaAsset.self, from: Data(body.utf8), what: "assets")
        #expect(assets == [CorvaAsset(id: "3", name: "Well A", assetType: "well", parentAssetId: "9"), CorvaAsset(id: "4")])
        #expect(skipped.isEmpty)
    }

    @Test(arguments: ["{}", "42", "not json", #"{"data": 5}"#, ""])
    func aBodyThatIsNotAListIsAMalformedResponse(_ body: String) {
        do {
            _ = try CorvaListDecoding.decode(CorvaAsset.self, from: Data(body.utf8), what: "assets")
            Issue.record("decoded \(body)")
        } catch {
            #expect(error.code == .malformedResponse)
            #expect(error.message.hasPrefix("assets must be a JSON array"))
        }
    }
}
