/// NSImage.h: `APPKIT_EXTERN @interface NSImage : NSObject <NSCopying, NSSecureCoding, ...>`
/// (not UI-actor-bound; unlike UIImage, not Sendable). Available macOS 10.0.
@available(macOS 10.0, *)
open class NSImage: NSObject {
    /// NSImage.h: `- (instancetype)initWithSize:(NSSize)size NS_DESIGNATED_INITIALIZER`.
    public init(size: NSSize) {
        super.init()
    }

    /// NSImage.h: `- (nullable instancetype)initWithData:(NSData *)data`.
    public init?(data: Data) {
        super.init()
    }

    /// NSImage.h: `@property NSSize size`.
    open var size: NSSize {
        get { unimplemented() }
        set { unimplemented() }
    }

    /// NSImage.h: `@property (nullable, readonly, copy) NSData *TIFFRepresentation` (Swift: `tiffRepresentation`).
    open var tiffRepresentation: Data? { unimplemented() }
}

/// NSImageRep.h: `APPKIT_EXTERN @interface NSImageRep : NSObject <NSCopying, NSCoding>`. Available macOS 10.0.
@available(macOS 10.0, *)
open class NSImageRep: NSObject {}

/// NSBitmapImageRep.h: `APPKIT_EXTERN @interface NSBitmapImageRep : NSImageRep <NSSecureCoding>`.
/// Available macOS 10.0.
@available(macOS 10.0, *)
open class NSBitmapImageRep: NSImageRep {
    /// NSBitmapImageRep.h: `- (nullable instancetype)initWithData:(NSData *)data`.
    public init?(data: Data) {
        super.init()
    }

    /// NSBitmapImageRep.h: `- (nullable NSData *)representationUsingType:(NSBitmapImageFileType)storageType
    /// properties:(NSDictionary<NSBitmapImageRepPropertyKey, id> *)properties` (Swift: `representation(using:properties:)`).
    open func representation(using storageType: NSBitmapImageRep.FileType, properties: [NSBitmapImageRep.PropertyKey: Any]) -> Data? {
        unimplemented()
    }

    /// NSBitmapImageRep.h: `typedef NS_ENUM(NSUInteger, NSBitmapImageFileType)` (Swift: `NSBitmapImageRep.FileType`).
    public enum FileType: UInt, Sendable {
        /// `NSBitmapImageFileTypeTIFF`.
        case tiff = 0
        /// `NSBitmapImageFileTypeBMP`.
        case bmp = 1
        /// `NSBitmapImageFileTypeGIF`.
        case gif = 2
        /// `NSBitmapImageFileTypeJPEG`.
        case jpeg = 3
        /// `NSBitmapImageFileTypePNG`.
        case png = 4
        /// `NSBitmapImageFileTypeJPEG2000`.
        case jpeg2000 = 5
    }

    /// NSBitmapImageRep.h: `typedef NSString * NSBitmapImageRepPropertyKey NS_TYPED_ENUM`
    /// (Swift: `NSBitmapImageRep.PropertyKey`).
    public struct PropertyKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// `NSImageCompressionFactor`.
        public static let compressionFactor = PropertyKey(rawValue: "NSImageCompressionFactor")
    }
}
