// swift-tools-version: 6.2
import PackageDescription

// An iOS and macOS host app as a developer writes one: it depends on the SDK alone.
// Here the SDK is the repository two folders up; in your app, name its git URL and a
// version instead. In an Xcode app project, add the same two products to the app target.
let package = Package(
    name: "AppleHost",
    platforms: [.iOS(.v17), .macOS(.v14)],
    dependencies: [
        .package(name: "MiniAppKit", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "AppleHost",
            dependencies: [
                .product(name: "MiniAppKit", package: "MiniAppKit"),
                // The WKWebView engine, its views and the Apple defaults (system browser,
                // network status, app activity).
                .product(name: "MiniAppKitWebKit", package: "MiniAppKit"),
            ],
            // The same mini app as Examples/HostApp (a link to its folder), in the app's bundle.
            resources: [.copy("MiniApp")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
