// swift-tools-version: 6.1
import PackageDescription

// The host side of Examples/Showcase: a `miniapp` host that answers every call the
// showcase makes, with no platform code, shared by the iOS app (Examples/AppleHost) and
// the Linux run of the same showcase (Examples/HostApp's ShowcaseRun, in scripts/test).
let package = Package(
    name: "ShowcaseHost",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "ShowcaseHost", targets: ["ShowcaseHost"]),
    ],
    dependencies: [
        .package(name: "MiniAppKit", path: "../.."),
    ],
    targets: [
        .target(
            name: "ShowcaseHost",
            dependencies: [.product(name: "MiniAppKit", package: "MiniAppKit")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
