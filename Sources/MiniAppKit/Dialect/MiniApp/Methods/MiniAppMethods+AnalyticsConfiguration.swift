extension MiniAppMethods {
    /// `configureAnalytics`, `logEvent` (§6): the host's ``AnalyticsConfigurationProvider`` only.
    static var analyticsConfigurationActions: [NewerAction] {
        [
            // The configuration object is `param` itself; success is `SUCCESS`, resolved raw.
            serviceAction("configureAnalytics", (any AnalyticsConfigurationProvider).self) { call, _, host in
                let newer = call.parameters.newer
                let configuration = AnalyticsConfiguration(
                    applicationId: try required(newer.applicationId), accountId: try required(newer.accountId),
                    ssc: try required(newer.ssc), customerId: newer.customerId, contractedPlan: newer.contractedPlan)
                try await host.unwrapped().configureAnalytics(configuration)
                return "SUCCESS"
            },
            serviceAction("logEvent", (any AnalyticsConfigurationProvider).self) { call, _, host in
                guard let message = call.parameters.newer.logMessage else { throw ParameterProblem.malformed }
                guard let level = MiniAppLogLevel(rawValue: call.parameters.newer.logType ?? "debug") else { throw ParameterProblem.malformed }
                return bool(try await host.unwrapped().logEvent(message, level: level))
            },
        ]
    }
}
