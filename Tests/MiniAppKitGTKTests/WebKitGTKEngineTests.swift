#if os(Linux)
import Testing

/// End-to-end tests of the real WebKitGTK engine, in this process, under an Xvfb the tests
/// start themselves when `DISPLAY` is unset. Serialized: one engine at a time on the one
/// GLib loop thread. The engine's behaviour behind the seam is the conformance suite
/// (`EngineConformanceTests.swift`); the other files extend this suite with what only
/// WebKitGTK has: the frame guard, the host load queue, the tab shell, GTK dialogs. A
/// critical or warning GLib reports in this process fails the test it came in.
@Suite(.serialized, .glibCriticalsFail) struct WebKitGTKEngineTests {}
#endif
