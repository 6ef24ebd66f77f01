#if canImport(CWebKitGTK)
import CWebKitGTK

/// GObject's cast macros (`GTK_BOX (w)`, `GTK_LABEL (w)`) do not import into Swift:
/// this is their unchecked form, for a widget the caller created as that type.
func gtkCast<Target>(_ widget: UnsafeMutablePointer<GtkWidget>, to _: Target.Type) -> UnsafeMutablePointer<Target> {
    UnsafeMutableRawPointer(widget).assumingMemoryBound(to: Target.self)
}

/// Whether `widget` is an instance of `type` (or a subclass): the checked half of the macros.
func gtkIsA(_ widget: UnsafeMutablePointer<GtkWidget>, _ type: GType) -> Bool {
    g_type_check_instance_is_a(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self), type) != 0
}
#endif
