// swift-tools-version: 6.2
import PackageDescription

// The Swift sources of the iOS app (project.yml is the app: its Info.plist, bundle
// identifier, the showcase mini app in its bundle, and a UI test), as a package so that
// scripts/check-apple type-checks them on Linux against stub Apple modules and
// .github/workflows/apple.yml builds them for macOS. An app depends on the SDK alone, as
// here: the repository two folders up; in your app, name its git URL and a version, and
// add the MiniAppKit and MiniAppKitWebKit products to the app target.
let package = Package(
    name: "AppleHost",
    platforms: [.iOS(.v17), .macOS(.v14)],
    dependencies: [
        .package(name: "MiniAppKit", path: "../.."),
        .package(name: "ShowcaseHost", path: "../ShowcaseHost"),
    ],
    targets: [
        .executableTarget(
            name: "AppleHost",
            dependencies: [
                .product(name: "MiniAppKit", package: "MiniAppKit"),
                // The WKWebView engine, its views and the Apple defaults (dialogs, the
                // orientation lock, network status, app activity).
                .product(name: "MiniAppKitWebKit", package: "MiniAppKit"),
                // The showcase's answers, shared with the Linux run of the same showcase.
                .product(name: "ShowcaseHost", package: "ShowcaseHost"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
