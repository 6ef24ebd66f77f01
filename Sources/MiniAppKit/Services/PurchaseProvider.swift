/// In-app purchases (`getAllProducts`, `purchaseProductWith`, `consumeProductWith`;
/// §2 rows 31–33), which 5.6.1 declared but never implemented.
///
/// Optional and device-only: without it these keep the §6 "not supported" answer.
/// `miniapp open` answers them from the host profile (`docs/HOST-PROFILE.md`).
@MainActor
public protocol PurchaseProvider: AnyObject {
    /// The products the mini app may sell.
    /// - Throws: ``PurchaseError``.
    func products() async throws -> [PurchaseProduct]
    /// Buys a product.
    /// - Throws: ``PurchaseError``.
    func purchase(productId: String) async throws -> ProductPurchase
    /// Consumes a purchase so it can be bought again.
    /// - Throws: ``PurchaseError``.
    func consume(productId: String, transactionId: String) async throws -> ConsumedPurchase
}
