// swift-tools-version: 6.1
import PackageDescription

// A host app as a developer writes one: it depends on the SDK alone. Here the SDK is
// the repository two folders up; in your app, name its git URL and a version instead.
let package = Package(
    name: "HostApp",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "MiniAppKit", path: "../.."),
        .package(name: "ShowcaseHost", path: "../ShowcaseHost"),
    ],
    targets: [
        .executableTarget(
            name: "HostApp",
            dependencies: [
                .product(name: "MiniAppKit", package: "MiniAppKit"),
                .product(name: "MiniAppKitGTK", package: "MiniAppKit", condition: .when(platforms: [.linux])),
                // WebKitGTK's web process half of the SDK: built beside this executable,
                // where the engine looks for it (it tells an iframe from the mini app).
                .product(name: "MiniAppFrameGuard", package: "MiniAppKit", condition: .when(platforms: [.linux])),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        /// Examples/Showcase's autorun against the host the iOS example ships
        /// (Examples/ShowcaseHost), headless in WebKitGTK: scripts/example-host runs it.
        .executableTarget(
            name: "ShowcaseRun",
            dependencies: [
                .product(name: "MiniAppKit", package: "MiniAppKit"),
                .product(name: "ShowcaseHost", package: "ShowcaseHost"),
                .product(name: "MiniAppKitGTK", package: "MiniAppKit", condition: .when(platforms: [.linux])),
                .product(name: "MiniAppFrameGuard", package: "MiniAppKit", condition: .when(platforms: [.linux])),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
