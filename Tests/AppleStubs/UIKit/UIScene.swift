/// UIScene.h: `UIKIT_EXTERN API_AVAILABLE(ios(13.0)) NS_SWIFT_UI_ACTOR @interface UIScene : UIResponder`
/// (`-init` is NS_UNAVAILABLE: UIKit makes scenes). Available iOS 13.0.
@MainActor
@available(iOS 13.0, *)
open class UIScene: UIResponder {
    /// UIScene.h: `- (void)openURL:(NSURL*)url options:(nullable UISceneOpenExternalURLOptions *)options
    /// completionHandler:(void (^ __nullable)(BOOL success))completion`: opens a URL as `UIApplication`'s
    /// `openURL:options:completionHandler:` does, and, unlike it, is not NS_EXTENSION_UNAVAILABLE.
    /// The block carries no annotation; UIKit calls it on the main queue. Available iOS 13.0.
    open func open(_ url: URL, options: UIScene.OpenExternalURLOptions?, completionHandler completion: ((Bool) -> Void)? = nil) {
        unimplemented()
    }

    /// UIScene.h: `NS_SWIFT_NAME(UIScene.OpenExternalURLOptions) @interface UISceneOpenExternalURLOptions : NSObject`.
    /// Available iOS 13.0.
    @MainActor
    open class OpenExternalURLOptions: NSObject {
        /// UIScene.h: `@property (nonatomic) BOOL universalLinksOnly`.
        open var universalLinksOnly = false
    }
}

/// UIWindowScene.h: `UIKIT_EXTERN API_AVAILABLE(ios(13.0)) NS_SWIFT_UI_ACTOR @interface UIWindowScene : UIScene`.
/// Available iOS 13.0.
@MainActor
@available(iOS 13.0, *)
open class UIWindowScene: UIScene {
    /// UIWindowScene.h: `@property (nonatomic, readonly) NSArray<UIWindow *> *windows`.
    open var windows: [UIWindow] { unimplemented() }

    /// UIWindowScene.h: `- (void)requestGeometryUpdateWithPreferences:(UIWindowSceneGeometryPreferences *)geometryPreferences
    /// errorHandler:(void (^ _Nullable)(NSError *error))errorHandler` (Swift: `requestGeometryUpdate(_:errorHandler:)`;
    /// the block carries no annotation, and "the system may call the error handler asynchronously").
    /// Available iOS 16.0.
    @available(iOS 16.0, *)
    open func requestGeometryUpdate(_ geometryPreferences: UIWindowScene.GeometryPreferences, errorHandler: ((any Error) -> Void)? = nil) {
        unimplemented()
    }

    /// UIWindowSceneGeometryPreferences.h: `UIKIT_EXTERN API_AVAILABLE(ios(16.0)) NS_SWIFT_NAME(UIWindowScene.GeometryPreferences)
    /// @interface UIWindowSceneGeometryPreferences : NSObject` (abstract). Available iOS 16.0.
    @available(iOS 16.0, *)
    open class GeometryPreferences: NSObject {
        /// UIWindowSceneGeometryPreferencesIOS.h: `UIKIT_EXTERN API_AVAILABLE(ios(16.0))
        /// NS_SWIFT_NAME(UIWindowScene.GeometryPreferences.iOS) @interface UIWindowSceneGeometryPreferencesIOS
        /// : UIWindowSceneGeometryPreferences`. Available iOS 16.0.
        @available(iOS 16.0, *)
        open class iOS: GeometryPreferences {
            /// UIWindowSceneGeometryPreferencesIOS.h: `- (instancetype)initWithInterfaceOrientations:(UIInterfaceOrientationMask)interfaceOrientations`.
            public convenience init(interfaceOrientations: UIInterfaceOrientationMask) {
                self.init()
            }

            /// UIWindowSceneGeometryPreferencesIOS.h: `@property (nonatomic, assign) UIInterfaceOrientationMask interfaceOrientations`
            /// (imported optional: 0 means no preference).
            open var interfaceOrientations: UIInterfaceOrientationMask?
        }
    }
}
