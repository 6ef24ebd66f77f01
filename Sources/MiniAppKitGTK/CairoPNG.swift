#if canImport(CWebKitGTK)
import CWebKitGTK
import Foundation
import MiniAppKit

/// Encodes a cairo surface as PNG into memory (`cairo_surface_write_to_png_stream`).
enum CairoPNG {
    /// Collects the bytes cairo hands to the write callback.
    private final class Sink {
        var data = Data()
    }

    static func encode(_ surface: OpaquePointer) -> Result<Data, WebEngineError> {
        let sink = Sink()
        let write: cairo_write_func_t = { closure, bytes, length in
            guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }
        let status = withExtendedLifetime(sink) {
            cairo_surface_write_to_png_stream(surface, write, Unmanaged.passUnretained(sink).toOpaque())
        }
        guard status == CAIRO_STATUS_SUCCESS, !sink.data.isEmpty else {
            return .failure(WebEngineError(.engineFailure, "PNG encoding failed (cairo status \(status.rawValue))"))
        }
        return .success(sink.data)
    }
}
#endif
