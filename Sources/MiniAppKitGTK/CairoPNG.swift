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

    /// The part `clip` of `surface`, in the surface's logical units (its device scale
    /// kept, so a scaled page gives all its pixels), cut to the surface and moved to whole
    /// device pixels (a box at y 598.875 would otherwise blend each edge with its
    /// neighbours).
    static func encode(_ surface: OpaquePointer, clip: CGRect) -> Result<Data, WebEngineError> {
        var scaleX = 1.0, scaleY = 1.0
        cairo_surface_get_device_scale(surface, &scaleX, &scaleY)
        let bounds = CGRect(
            x: 0, y: 0,
            width: Double(cairo_image_surface_get_width(surface)) / scaleX,
            height: Double(cairo_image_surface_get_height(surface)) / scaleY)
        let part = clip.intersection(bounds)
        let width = Int32((part.width * scaleX).rounded()), height = Int32((part.height * scaleY).rounded())
        guard !part.isNull, width > 0, height > 0 else {
            return .failure(WebEngineError(.engineFailure, "the area \(clip) is outside the visible page (\(bounds.width)×\(bounds.height))"))
        }
        guard let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else {
            return .failure(WebEngineError(.engineFailure, "cairo could not create a \(width)×\(height) surface"))
        }
        defer { cairo_surface_destroy(image) }
        cairo_surface_set_device_scale(image, scaleX, scaleY)
        let context = cairo_create(image)
        cairo_set_source_surface(context, surface, -(part.minX * scaleX).rounded() / scaleX, -(part.minY * scaleY).rounded() / scaleY)
        cairo_paint(context)
        cairo_destroy(context)
        cairo_surface_flush(image)
        return encode(image)
    }
}
#endif
