/// UIImage.h: `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) @interface UIImage : NSObject <NSSecureCoding>`;
/// not UI-actor-bound, and Sendable (UIKit marks it so: images are immutable). Available iOS 2.0.
@available(iOS 2.0, *)
open class UIImage: NSObject, @unchecked Sendable {
    /// UIImage.h: `- (nullable instancetype)initWithData:(NSData *)data`.
    public init?(data: Data) {
        super.init()
    }

    /// UIImage.h: `+ (nullable UIImage *)systemImageNamed:(NSString *)name` (Swift: `init?(systemName:)`),
    /// an SF Symbol. Available iOS 13.0.
    @available(iOS 13.0, *)
    public init?(systemName name: String) {
        super.init()
    }

    /// UIImage.h: `@property(nonatomic, readonly) CGSize size`.
    open var size: CGSize { unimplemented() }

    /// UIImage.h: `UIKIT_EXTERN NSData * __nullable UIImagePNGRepresentation(UIImage * __nonnull image)`
    /// (Swift: `pngData()`). Available iOS 2.0.
    open func pngData() -> Data? {
        unimplemented()
    }

    /// UIImage.h: `UIImageJPEGRepresentation(UIImage *image, CGFloat compressionQuality)` (Swift: `jpegData(compressionQuality:)`).
    open func jpegData(compressionQuality: CGFloat) -> Data? {
        unimplemented()
    }
}

/// UIColor.h: `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) @interface UIColor : NSObject <NSSecureCoding, NSCopying>`;
/// Sendable. Available iOS 2.0.
@available(iOS 2.0, *)
open class UIColor: NSObject, @unchecked Sendable {
    /// UIColor.h: `- (UIColor *)initWithRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha`.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        super.init()
    }

    /// UIColor.h: `@property(class, nonatomic, readonly) UIColor *clearColor`.
    open class var clear: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 0) }

    /// UIColor.h: `@property(class, nonatomic, readonly) UIColor *whiteColor`.
    open class var white: UIColor { UIColor(red: 1, green: 1, blue: 1, alpha: 1) }

    /// UIColor.h: `@property(class, nonatomic, readonly) UIColor *blackColor`.
    open class var black: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }

    /// UIInterface.h: `@property(class, nonatomic, readonly) UIColor *systemBackgroundColor`. Available iOS 13.0.
    @available(iOS 13.0, *)
    open class var systemBackground: UIColor { UIColor(red: 1, green: 1, blue: 1, alpha: 1) }
}
