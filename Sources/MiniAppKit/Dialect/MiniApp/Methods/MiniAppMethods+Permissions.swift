extension MiniAppMethods {
    /// Rows 4 and 9: the device permission and custom permissions.
    static var permissions: [M] {
        [devicePermission, customPermissions]
    }

    /// Row 4: only `location` exists.
    private static var devicePermission: M {
        M("requestPermission") { call, context in
            guard call.parameters.permission == DevicePermission.location.rawValue else {
                return .reply(.failure(MiniAppErrorText.plain("invalidPermissionType", "Permission type that is requested is invalid")))
            }
            do {
                try await context.host.requestDevicePermission(.location)
                return .reply(.success("ALLOWED"))
            } catch let error as DevicePermissionError {
                return .reply(.failure(MiniAppErrorText.plain(error.rawValue, error.message)))
            } catch {
                return .reply(.failure(MiniAppErrorText.plain("DENIED", text(of: error))))
            }
        }
    }

    /// Row 9, with the algorithm of §5.6.
    private static var customPermissions: M {
        M("requestCustomPermissions") { call, context in
            guard let requested = call.parameters.permissions else {
                return .reply(.failure(MiniAppErrorText.plain(
                    "invalidCustomPermissionRequest",
                    "Error in Custom Permission Request, please make sure the Custom permissions are passed in []")))
            }
            let plan = CustomPermissionPlan(requested: requested, store: context.permissions)
            guard plan.hasKnownNames else {
                return .reply(.failure(MiniAppErrorText.plain(
                    "invalidCustomPermissionsList",
                    "Error in list of Custom permissions that is passed, please check whether valid permission associated with name ")))
            }
            var answers: [CustomPermissionGrant] = []
            if !plan.toAsk.isEmpty {
                do {
                    answers = try await context.host.requestCustomPermissions(plan.toAsk, miniAppTitle: context.app.displayName)
                } catch let error as HostServiceError {
                    let name = error == .failedToConformToProtocol ? "FAILED_TO_CONFORM_PROTOCOL" : error == .userDenied ? "userDenied" : "UKNOWN_ERROR"
                    return .reply(.failure(MiniAppErrorText.plain(name, text(of: error))))
                } catch {
                    return .reply(.failure(MiniAppErrorText.plain("UKNOWN_ERROR", "Unknown error occurred")))
                }
                // Only answers to what was asked count; the store refuses undeclared names.
                let asked = Set(plan.toAsk.map(\.permission))
                answers = answers.filter { asked.contains($0.permission) }
                context.permissions.store(answers)
            }
            let entries = answers.map { PermissionReply.Entry(name: $0.permission.rawValue, status: $0.status.rawValue) } + plan.answeredWithoutAsking
            return .reply(.success(json(PermissionReply(permissions: entries))))
        }
    }

    /// `{"permissions":[{"name","status"}…]}`.
    struct PermissionReply: Encodable {
        struct Entry: Encodable {
            var name: String
            var status: String
        }
        var permissions: [Entry]
    }
}

/// How one `requestCustomPermissions` call splits its list (§5.6).
struct CustomPermissionPlan {
    /// Known names stored but not allowed: the host prompt asks these.
    var toAsk: [CustomPermissionRequest] = []
    /// Already allowed, then unknown names, then known names not in the manifest, in that order.
    var answeredWithoutAsking: [MiniAppMethods.PermissionReply.Entry] = []
    /// Whether any requested name is one of the 8 known permissions.
    var hasKnownNames = false

    @MainActor
    init(requested: [MiniAppParameters.PermissionEntry], store: CustomPermissionStore) {
        var allowed: [MiniAppMethods.PermissionReply.Entry] = []
        var unknown: [MiniAppMethods.PermissionReply.Entry] = []
        var notInManifest: [MiniAppMethods.PermissionReply.Entry] = []
        for entry in requested {
            guard let name = entry.name, let permission = CustomPermission(rawValue: name) else {
                unknown.append(.init(name: entry.name ?? "UNKNOWN_REQUEST", status: CustomPermissionStatus.permissionNotAvailable.rawValue))
                continue
            }
            hasKnownNames = true
            switch store.status(of: permission) {
            case .allowed:
                allowed.append(.init(name: name, status: CustomPermissionStatus.allowed.rawValue))
            case .some:
                toAsk.append(CustomPermissionRequest(permission: permission, description: entry.description ?? ""))
            case nil:
                notInManifest.append(.init(name: name, status: CustomPermissionStatus.denied.rawValue))
            }
        }
        answeredWithoutAsking = allowed + unknown + notInManifest
    }
}
