import Foundation

extension MiniAppMethods {
    /// Rows 11–14 and 19: profile data behind custom permissions.
    static var profile: [M] {
        [userName, profilePhoto, contacts, accessToken, points]
    }

    /// Row 11: NLA-b64 of the name (§1.8).
    private static var userName: M {
        M("getUserName", requires: requires(.userName, MiniAppErrorText.permissionJSON("userNamePermissionError", "user name"))) { _, context in
            do {
                guard let name = try await context.host.getUserName() else {
                    return .reply(.failure(MiniAppErrorText.hostAppErrorPlain))
                }
                return .reply(.success(NonLossyASCII.base64(name)))
            } catch {
                return .reply(.failure(profileError(error)))
            }
        }
    }

    /// Row 12: a URL or `data:` URI.
    private static var profilePhoto: M {
        M("getProfilePhoto", requires: requires(.profilePhoto, MiniAppErrorText.permissionJSON("profilePhotoPermissionError", "profile photo"))) { _, context in
            do {
                guard let photo = try await context.host.getProfilePhoto() else {
                    return .reply(.failure(MiniAppErrorText.hostAppErrorPlain))
                }
                return .reply(.success(photo))
            } catch {
                return .reply(.failure(profileError(error)))
            }
        }
    }

    private static func profileError(_ error: any Error) -> String {
        if let error = error as? HostServiceError, error == .failedToConformToProtocol {
            return MiniAppErrorText.profileNotImplemented
        }
        return text(of: error)
    }

    /// Row 13: a JSON array with nil fields omitted, `null` for no list.
    private static var contacts: M {
        M("getContacts", requires: requires(.contactList, MiniAppErrorText.permissionJSON("contactsPermissionError", "contacts"))) { _, context in
            do {
                guard let contacts = try await context.host.getContacts() else { return .reply(.success("null")) }
                return .reply(.success(json(contacts)))
            } catch {
                return .reply(.failure(MiniAppErrorText.internalPlain))
            }
        }
    }

    /// Row 14 and §5.7: audience and scopes are checked against the manifest first.
    private static var accessToken: M {
        M("getAccessToken", requires: requires(.accessToken, MiniAppErrorText.permissionJSON("accessTokenPermissionError", "access token"))) { call, context in
            let audienceError = MiniAppErrorText.json(type: "AudienceNotSupportedError", message: nil)
            let scopesError = MiniAppErrorText.json(type: "ScopesNotSupportedError", message: nil)
            let requested: AccessToken.Scopes
            do throws(AccessTokenError) {
                requested = try manifestTokenScopes(audience: call.parameters.audience, scopes: call.parameters.scopes, manifest: context.manifest)
            } catch {
                return .reply(.failure(error == .audienceNotSupported ? audienceError : scopesError))
            }
            do {
                let token = try await context.host.getAccessToken(miniAppId: context.app.appId, scopes: requested)
                return .reply(.success(tokenJSON(token)))
            } catch let error as AccessTokenError {
                switch error {
                case .failedToConformToProtocol: return .reply(.failure(MiniAppErrorText.conformCamelJSON))
                case .audienceNotSupported: return .reply(.failure(audienceError))
                case .scopesNotSupported: return .reply(.failure(scopesError))
                case .authorizationFailure(let message):
                    return .reply(.failure(MiniAppErrorText.json(type: "AuthorizationFailureError", message: message)))
                case .error(let message): return .reply(.failure(MiniAppErrorText.json(type: nil, message: message)))
                }
            } catch {
                return .reply(.failure(MiniAppErrorText.internalPlain))
            }
        }
    }

    /// The token a mini app may ask for (§5.7): its audience must be one the manifest
    /// lists, and its scopes among that audience's. `getAccessToken` and the in-app
    /// browsers' token both ask this.
    static func manifestTokenScopes(audience: String?, scopes: [String]?, manifest: MiniAppManifest) throws(AccessTokenError) -> AccessToken.Scopes {
        guard let audience, let allowed = manifest.accessTokenPermissions.first(where: { $0.audience == audience }) else {
            throw .audienceNotSupported
        }
        guard let scopes, Set(scopes).isSubset(of: Set(allowed.scopes)) else { throw .scopesNotSupported }
        return AccessToken.Scopes(audience: audience, scopes: scopes)
    }

    /// `{"token", "validUntil": ms, "scopes": {audience, scopes}}`, in the spec's key order.
    static func tokenJSON(_ token: AccessToken) -> String {
        let validUntil = Int64((token.validUntil.timeIntervalSince1970 * 1000).rounded())
        return "{\"token\":\(JavaScriptLiteral.string(token.token)),\"validUntil\":\(validUntil),\"scopes\":{\"audience\":\(JavaScriptLiteral.string(token.scopes.audience)),\"scopes\":\(json(token.scopes.scopes))}}"
    }

    /// Row 19.
    private static var points: M {
        M("getPoints", requires: requires(.points, MiniAppErrorText.permissionJSON("pointsPermissionError", "points"))) { _, context in
            do {
                let points = try await context.host.getPoints()
                return .reply(.success("{\"standard\":\(points.standard),\"term\":\(points.term),\"cash\":\(points.cash)}"))
            } catch let error as PointsError {
                switch error {
                case .failedToConformToProtocol: return .reply(.failure(MiniAppErrorText.conformCamelJSON))
                case .error(let message): return .reply(.failure(MiniAppErrorText.json(type: nil, message: message)))
                }
            } catch {
                return .reply(.failure(MiniAppErrorText.internalPlain))
            }
        }
    }
}
