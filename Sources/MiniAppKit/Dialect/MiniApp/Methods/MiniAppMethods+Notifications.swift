extension MiniAppMethods {
    /// `shouldClearNotifications`, `shouldUpdateBadgeNumber`, `shouldUpdateNotificationInfo`
    /// (§6): the host's ``NotificationBadgeProvider`` only. Success is `SUCCESS`.
    static var notificationActions: [NewerAction] {
        [
            serviceAction("shouldClearNotifications", (any NotificationBadgeProvider).self) { call, _, host in
                guard let number = call.parameters.newer.notificationType, let category = NotificationCategory(rawValue: number) else {
                    throw ParameterProblem.malformed
                }
                try await host.unwrapped().clearNotifications(category)
                return "SUCCESS"
            },
            serviceAction("shouldUpdateBadgeNumber", (any NotificationBadgeProvider).self) { call, _, host in
                guard let fields = call.parameters.newer.notificationInfo else { throw ParameterProblem.malformed }
                let update = BadgeUpdate(
                    badgeNumber: fields.badgeNumber, notificationInfoType: try category(fields.notificationInfoType),
                    notificationInfoPriority: try priority(fields.notificationInfoPriority), clearAfterRead: fields.clearAfterRead)
                try await host.unwrapped().updateBadge(update)
                return "SUCCESS"
            },
            serviceAction("shouldUpdateNotificationInfo", (any NotificationBadgeProvider).self) { call, _, host in
                guard let fields = call.parameters.newer.notificationDetailedInfo else { throw ParameterProblem.malformed }
                let details = NotificationDetails(
                    title: fields.title, body: fields.body, icon: fields.icon, url: fields.url, timestamp: fields.timestamp,
                    additionalData: fields.additionalData, badgeNumber: fields.badgeNumber,
                    notificationInfoType: try category(fields.notificationInfoType),
                    notificationInfoPriority: try priority(fields.notificationInfoPriority), clearAfterRead: fields.clearAfterRead)
                try await host.unwrapped().updateNotification(details)
                return "SUCCESS"
            },
        ]
    }

    private static func category(_ number: Int?) throws(ParameterProblem) -> NotificationCategory? {
        guard let number else { return nil }
        guard let category = NotificationCategory(rawValue: number) else { throw .malformed }
        return category
    }

    private static func priority(_ number: Int?) throws(ParameterProblem) -> NotificationPriority? {
        guard let number else { return nil }
        guard let priority = NotificationPriority(rawValue: number) else { throw .malformed }
        return priority
    }
}
