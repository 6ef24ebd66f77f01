extension MiniAppMethods {
    /// `getImageFromGallery`, `getPhoneNumber` (§6): the host's
    /// ``GalleryAndPhoneNumberProvider`` only (device data).
    static var galleryAndPhoneActions: [NewerAction] {
        [
            // `{"data":[bytes…],"filename"?,"mimeType"?}`, which js-miniapp parses as its `GalleryFileInfo`.
            serviceAction("getImageFromGallery", (any GalleryAndPhoneNumberProvider).self) { _, _, host in
                let image = try await host.unwrapped().imageFromGallery()
                var members = ["\"data\":[" + image.data.map(String.init).joined(separator: ",") + "]"]
                if let filename = image.filename { members.append("\"filename\":" + JavaScriptLiteral.string(filename)) }
                if let mimeType = image.mimeType { members.append("\"mimeType\":" + JavaScriptLiteral.string(mimeType)) }
                return "{" + members.joined(separator: ",") + "}"
            },
            // Resolved raw: the number as text. An empty one would reach the page as a failure.
            serviceAction("getPhoneNumber", (any GalleryAndPhoneNumberProvider).self) { _, _, host in
                let number = try await host.unwrapped().phoneNumber()
                guard !number.isEmpty else { throw HostServiceError.failed("Host app Error") }
                return number
            },
        ]
    }
}
