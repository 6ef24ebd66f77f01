/// A product a mini app can buy (`getAllProducts`, §2 row 31).
public struct PurchaseProduct: Sendable, Equatable, Codable {
    /// Its price, as the store formats it.
    public struct Price: Sendable, Equatable, Codable {
        /// ISO 4217 (`JPY`).
        public var currencyCode: String
        /// The price as text (`"100"`).
        public var price: String

        /// A price in a currency.
        public init(currencyCode: String, price: String) {
            self.currencyCode = currencyCode
            self.price = price
        }
    }

    /// Its name.
    public var title: String
    /// What it is.
    public var description: String
    /// The store's product id.
    public var id: String
    /// What it costs.
    public var productPriceInfo: Price

    /// A product with its store id and price.
    public init(title: String, description: String, id: String, productPriceInfo: Price) {
        self.title = title
        self.description = description
        self.id = id
        self.productPriceInfo = productPriceInfo
    }
}

/// A completed purchase (`purchaseProductWith`, §2 row 32).
public struct ProductPurchase: Sendable, Equatable, Codable {
    /// What was bought.
    public var productInfo: PurchaseProduct
    /// The store's transaction id, which `consumeProductWith` takes back.
    public var transactionId: String
    /// When, as the store formats it.
    public var transactionDate: String

    /// A purchase of a product in a transaction.
    public init(productInfo: PurchaseProduct, transactionId: String, transactionDate: String) {
        self.productInfo = productInfo
        self.transactionId = transactionId
        self.transactionDate = transactionDate
    }
}

/// What the host says after consuming a purchase (`consumeProductWith`, §2 row 33).
public struct ConsumedPurchase: Sendable, Equatable, Codable {
    /// A title for the mini app to show, if any.
    public var title: String?
    /// A description for the mini app to show, if any.
    public var description: String?

    /// An answer with an optional title and description.
    public init(title: String? = nil, description: String? = nil) {
        self.title = title
        self.description = description
    }
}
