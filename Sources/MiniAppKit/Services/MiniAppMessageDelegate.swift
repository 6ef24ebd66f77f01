/// Everything a host provides to its mini apps, as one protocol (the seed's name).
///
/// A host adopts this and implements what it offers; everything else falls back to
/// the defaults of each part (the seed's table: custom-permission prompt and share
/// have working defaults, the rest answers `FAILED_TO_CONFORM_PROTOCOL`). Each part is
/// also usable alone, and every dialect reuses the same parts.
@MainActor
public protocol MiniAppMessageDelegate:
    UserInfoProvider,
    PermissionProvider,
    ShareProvider,
    ChatProvider,
    AdsProvider,
    LocationProvider,
    HostAppInfoProvider,
    HostMessagingProvider,
    MiniAppWindowProvider
{}
