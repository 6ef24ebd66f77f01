import HTTPTypes

/// The headers on every answer that carries bytes a publisher chose (a bundle file, an
/// icon, a version's zip), so that those bytes can never run as a page of the registry.
///
/// Bundle files are served from the registry's own origin, the one the web console lives
/// on. Without these headers a draft's `evil.html` (or an SVG with a `<script>`) opened by
/// a signed-in operator would run with the registry's origin and could drive the console
/// with the operator's authority. So:
///
/// - `Content-Security-Policy: sandbox; default-src 'none'`: opened as a document, the
///   file gets a unique opaque origin and may run no script, load nothing and submit
///   nothing; a request it still makes is cross-site, so the console's `SameSite=Strict`
///   cookie is not sent and its answer cannot be read. Nothing on the registry renders
///   these files in a browser (hosts download them with URLSession or Rakuten's SDK,
///   which ignore the header; the console shows icons with `<img>`, where a response's
///   policy does not apply), so the strictest policy costs nothing.
/// - `Content-Disposition: attachment`: a browser that navigates to the file saves it
///   instead of rendering it (defence for browsers without CSP `sandbox`); `<img>`,
///   `fetch` and downloads ignore it.
/// - `X-Content-Type-Options: nosniff`: the declared type is the type, so a `.txt` file
///   holding HTML is never taken for a page.
/// - `Cross-Origin-Resource-Policy: cross-origin`: the files are public like a CDN's, and
///   hosts on other origins (a host page with `Cross-Origin-Embedder-Policy`) may show
///   the icons; saying so explicitly keeps that working.
enum PublisherContentHeaders {
    static let contentSecurityPolicy = "sandbox; default-src 'none'"
    static let contentDisposition = "attachment"
    static let crossOriginResourcePolicy = "cross-origin"

    /// Adds the headers to `headers` (an answer's, whatever its status).
    static func apply(to headers: inout HTTPFields) {
        headers[.contentSecurityPolicy] = contentSecurityPolicy
        headers[.contentDisposition] = contentDisposition
        headers[.xContentTypeOptions] = "nosniff"
        headers[.crossOriginResourcePolicy] = crossOriginResourcePolicy
    }
}
