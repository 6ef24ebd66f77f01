extension MiniAppMethods {
    /// `getAllProducts`, `purchaseProductWith`, `consumeProductWith` (§2 rows 31–33):
    /// the host's ``PurchaseProvider`` only. Answers are JSON, errors the §4.7 types.
    static var purchaseActions: [NewerAction] {
        [
            serviceAction("getAllProducts", (any PurchaseProvider).self) { _, _, host in
                json(try await host.unwrapped().products())
            },
            serviceAction("purchaseProductWith", (any PurchaseProvider).self) { call, _, host in
                json(try await host.unwrapped().purchase(productId: try required(call.parameters.newer.productId)))
            },
            serviceAction("consumeProductWith", (any PurchaseProvider).self) { call, _, host in
                let product = try required(call.parameters.newer.productId)
                let transaction = try required(call.parameters.newer.productTransactionId)
                return json(try await host.unwrapped().consume(productId: product, transactionId: transaction))
            },
        ]
    }
}
