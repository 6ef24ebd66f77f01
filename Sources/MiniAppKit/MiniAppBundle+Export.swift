// A host imports MiniAppKit alone and still sees the bundle and manifest types it
// passes to a display (`MiniAppManifest`, `CustomPermission`, `BundleArchive`…).
@_exported public import MiniAppBundle
