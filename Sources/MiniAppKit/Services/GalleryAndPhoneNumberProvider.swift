/// Device data only the user can hand over: a picture from the gallery and the phone
/// number (`getImageFromGallery`, `getPhoneNumber`; §6).
///
/// Optional and device-only: without it these keep the §6 "not supported" answer.
/// `miniapp open` answers them from the host profile (`docs/HOST-PROFILE.md`).
@MainActor
public protocol GalleryAndPhoneNumberProvider: AnyObject {
    /// Lets the user pick an image.
    /// - Throws: ``HostServiceError/userDenied`` when the user cancels.
    func imageFromGallery() async throws -> GalleryImage
    /// The device's phone number (sent as plain text).
    func phoneNumber() async throws -> String
}
