// swift-tools-version: 6.2
import PackageDescription

/// One set of settings for every target, tests included (the Hummingbird habit).
let swiftSettings: [SwiftSetting] = [
    // SE-0335: spell existential types `any P`, so the cost of a protocol-typed value is visible.
    .enableUpcomingFeature("ExistentialAny"),
    // SE-0444: a file sees only the members of modules it imports itself.
    .enableUpcomingFeature("MemberImportVisibility"),
    // SE-0409: imports are internal unless a file says `public import`.
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "MiniAppKit",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "MiniAppKit", targets: ["MiniAppKit"]),
        .library(name: "MiniAppKitGTK", targets: ["MiniAppKitGTK"]),
        /// WebKitGTK's web process extension, loaded by every `WebKitGTKEngine`: a Linux host
        /// lists this product beside MiniAppKitGTK so `swift build` puts the library beside
        /// its executable.
        .library(name: "MiniAppFrameGuard", type: .dynamic, targets: ["MiniAppFrameGuard"]),
        /// Preloaded into WebKitWebDriver by `miniapp webdriver` (the `Platform/` package's
        /// tool, which lists it so that `swift build` puts it beside `miniapp`): the driver
        /// listens on a private Unix socket instead of a port every web page reaches.
        .library(name: "MiniAppDriverSocket", type: .dynamic, targets: ["MiniAppDriverSocket"]),
        .library(name: "MiniAppKitWebKit", targets: ["MiniAppKitWebKit"]),
        .library(name: "MiniAppKitSystemPermissions", targets: ["MiniAppKitSystemPermissions"]),
        .library(name: "MiniAppBundle", targets: ["MiniAppBundle"]),
        .library(name: "MiniAppPlatformClient", targets: ["MiniAppPlatformClient"]),
        .library(name: "CorvaClient", targets: ["CorvaClient"]),
        .library(name: "MiniAppHost", targets: ["MiniAppHost"]),
        .executable(name: "miniapp-benchmarks", targets: ["MiniAppBenchmarks"]),
    ],
    // Only what the SDK itself needs: a host that embeds MiniAppKit resolves these
    // and nothing of the registry server (which lives in `Platform/`).
    dependencies: [
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
        // P-256 signature checks of the platform client; HMAC-SHA-256 and Ed25519 for the
        // `telegram` dialect's init data (CryptoKit on Apple platforms).
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
    ],
    targets: [
        // MARK: System libraries

        /// SQLite's C API. No pkg-config: `sqlite3.h` is in the Apple SDKs and in
        /// `/usr/include` on Linux (libsqlite3-dev), and Xcode warns in every build of a
        /// package whose pkg-config file it cannot find.
        .systemLibrary(name: "CSQLite"),
        /// libcurl, which the platform client drives itself on Linux (FoundationNetworking
        /// links the same `libcurl.so.4`); `shim.h` wraps its variadic setters.
        .systemLibrary(
            name: "CCurl",
            pkgConfig: "libcurl",
            providers: [.apt(["libcurl4-openssl-dev"])]
        ),
        .systemLibrary(
            name: "CWebKitGTK",
            pkgConfig: "webkit2gtk-4.1",
            providers: [.apt(["libwebkit2gtk-4.1-dev"])]
        ),

        /// The web process half of MiniAppKitGTK (C, loaded by WebKit into its web
        /// processes): tells each message and navigation which frame it comes from.
        .target(
            name: "MiniAppFrameGuard",
            dependencies: [.target(name: "CWebKitGTK", condition: .when(platforms: [.linux]))]
        ),

        /// WebKitWebDriver's listening socket moved to a Unix socket (C, preloaded by
        /// `miniapp webdriver`; include/MiniAppDriverSocket.h says why).
        .target(name: "MiniAppDriverSocket"),

        // MARK: The SDK

        /// What a mini app is on disk and on the wire: bundles, manifests, permissions'
        /// names, media types. Shared by the SDK and the registry server.
        .target(
            name: "MiniAppBundle",
            dependencies: [
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ],
            swiftSettings: swiftSettings
        ),
        /// Platform-neutral core: display, engine seam, bridge, dialects, access rules,
        /// host services, storage.
        .target(
            name: "MiniAppKit",
            dependencies: [
                "CSQLite",
                "MiniAppBundle",
                // HMAC-SHA-256 and Ed25519: the `telegram` dialect signs its init data.
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Logging", package: "swift-log"),
            ],
            // The injected JavaScript, and the privacy manifest an App Store app must carry
            // for each SDK it embeds.
            resources: [.copy("Dialect/MiniApp/Resources"), .copy("PrivacyInfo.xcprivacy")],
            swiftSettings: swiftSettings
        ),
        /// The Linux engine: WebKitGTK 4.1 behind the `WebEngine` protocol.
        .target(
            name: "MiniAppKitGTK",
            dependencies: [
                "MiniAppKit",
                .target(name: "CWebKitGTK", condition: .when(platforms: [.linux])),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: swiftSettings
        ),
        /// The Apple engine: a thin WKWebView adapter, compiled only where WebKit exists.
        .target(
            name: "MiniAppKitWebKit",
            dependencies: [
                "MiniAppKit",
                // SHA-256 for a mini app's website data store identifier (CryptoKit on Apple platforms).
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: swiftSettings
        ),
        /// Opt-in, compiled only where WebKit exists: the system's camera, microphone and photo
        /// library statuses for `WKWebViewEngine.permissionStatusReader`. Apart from the engine
        /// because it links AVFoundation and Photos, for which App Store Connect may ask a host
        /// for purpose strings.
        .target(
            name: "MiniAppKitSystemPermissions",
            dependencies: ["MiniAppKit", "MiniAppKitWebKit"],
            swiftSettings: swiftSettings
        ),
        /// The platform client: lists, downloads (deltas), verifies, caches and launches
        /// mini apps from a registry (Rakuten's `MiniApp.shared()` surface). It launches
        /// them in the platform's engine, so it builds on that engine's module. On Linux
        /// it downloads with libcurl, which it can stop at a file's signed size.
        .target(
            name: "MiniAppPlatformClient",
            dependencies: [
                "MiniAppKit",
                .target(name: "CCurl", condition: .when(platforms: [.linux])),
                .target(name: "MiniAppKitGTK", condition: .when(platforms: [.linux])),
                .target(name: "MiniAppKitWebKit", condition: .when(platforms: [.macOS, .iOS])),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: swiftSettings
        ),
        /// The client of Corva's platform API (login, token renewal, assets, dashboards)
        /// that a host of Corva pages uses beside the `corva` dialect.
        .target(
            name: "CorvaClient",
            dependencies: [
                "MiniAppKit",
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: swiftSettings
        ),
        /// A ready-made host: JSON host profile, transcript, and the session `miniapp open` runs.
        .target(
            name: "MiniAppHost",
            dependencies: [
                "CorvaClient",
                "MiniAppKit",
                "MiniAppPlatformClient",
                .target(name: "MiniAppKitGTK", condition: .when(platforms: [.linux])),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: swiftSettings
        ),

        // MARK: Benchmarks

        .executableTarget(
            name: "MiniAppBenchmarks",
            dependencies: [
                "MiniAppHost",
                "MiniAppKit",
                "MiniAppPlatformClient",
                .target(name: "MiniAppKitGTK", condition: .when(platforms: [.linux])),
                .target(name: "CWebKitGTK", condition: .when(platforms: [.linux])),
            ],
            path: "Benchmarks/MiniAppBenchmarks",
            swiftSettings: swiftSettings
        ),

        // MARK: Tests

        .testTarget(
            name: "MiniAppKitTests",
            dependencies: [
                "CorvaClient", "EngineConformance", "MiniAppKit", "MiniAppPlatformClient", .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: swiftSettings
        ),
        /// The engine conformance suite: every `WebEngine` check, written once against the
        /// seam, for each engine's test target to run with its own `EngineHarness`, and the
        /// host the SDK's and the engines' tests share (`NewerServicesHost`). Not a product;
        /// plain Swift (no Testing macros), so it builds on every platform.
        .target(
            name: "EngineConformance",
            dependencies: ["MiniAppKit"],
            path: "Tests/EngineConformance",
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "MiniAppKitGTKTests",
            dependencies: [
                "EngineConformance",
                "MiniAppKit",
                .target(name: "MiniAppKitGTK", condition: .when(platforms: [.linux])),
            ],
            swiftSettings: swiftSettings
        ),
        /// The conformance suite on `WKWebViewEngine`; empty where WebKit is not (Linux).
        .testTarget(
            name: "MiniAppKitWebKitTests",
            dependencies: ["EngineConformance", "MiniAppKit", "MiniAppKitWebKit"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "MiniAppHostTests",
            dependencies: ["MiniAppHost", "MiniAppKit", "MiniAppPlatformClient"],
            swiftSettings: swiftSettings
        ),
    ]
)

// The DocC plugin only when building the documentation (`scripts/docs` sets this), so a
// host that depends on MiniAppKit resolves nothing more for it.
if Context.environment["MINIAPPKIT_DOCS"] != nil {
    package.dependencies.append(.package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"))
}

// MARK: Apple stubs (test-only: `scripts/check-apple`)
//
// Type-checks the Apple half of the SDK (MiniAppKitWebKit, MiniAppKitSystemPermissions,
// the platform client's Apple parts, the Apple example host) on Linux, against stand-ins
// for Apple's modules written from their headers (Tests/AppleStubs/<Module>/). Only when
// MINIAPPKIT_APPLE_STUBS is `ios` (stubs WebKit, UIKit, SwiftUI, Network, AVFoundation,
// Photos) or `macos` (the same with AppKit for UIKit): a host that depends on MiniAppKit
// never resolves or builds a stub. Each flavour needs a build folder of its own
// (`--build-path`): every built module is on one search path, so a UIKit stub left beside
// an AppKit one would make `canImport(UIKit)` true in the macos flavour (the WebKit stub
// refuses to build if both are visible).
if let flavour = Context.environment["MINIAPPKIT_APPLE_STUBS"] {
    guard flavour == "ios" || flavour == "macos" else {
        fatalError("MINIAPPKIT_APPLE_STUBS must be 'ios' or 'macos', not '\(flavour)'")
    }
    let interface = flavour == "ios" ? "UIKit" : "AppKit"
    let stubs = "Tests/AppleStubs"
    package.targets += [
        .target(name: interface, path: "\(stubs)/\(interface)"),
        .target(name: "WebKit", dependencies: [.target(name: interface)], path: "\(stubs)/WebKit"),
        .target(name: "SwiftUI", dependencies: [.target(name: interface)], path: "\(stubs)/SwiftUI"),
        .target(name: "Network", path: "\(stubs)/Network"),
        .target(name: "AVFoundation", path: "\(stubs)/AVFoundation"),
        .target(name: "Photos", path: "\(stubs)/Photos"),
        /// Apple platform code as it is written against the real SDKs: the stubs must accept it.
        .target(
            name: "AppleStubsSelfCheck",
            dependencies: ["WebKit", .target(name: interface), "SwiftUI", "Network", "AVFoundation", "Photos"],
            path: "\(stubs)/StubsSelfCheck",
            swiftSettings: swiftSettings
        ),
        /// The public API an Apple host writes against, used as an iOS or macOS developer
        /// would: without package access, so the SDK's `package` declarations stay out of reach.
        .target(
            name: "AppleHostProbe",
            dependencies: ["MiniAppKit", "MiniAppKitWebKit", "MiniAppKitSystemPermissions", "MiniAppPlatformClient", "SwiftUI"],
            path: "\(stubs)/AppleHostProbe",
            packageAccess: false,
            swiftSettings: swiftSettings
        ),
    ]
    // Every SDK target built in stub mode sees the stubs, as every target of an Apple build
    // sees the SDK's frameworks: `canImport(UIKit)` is then the same in each of them, and
    // does not depend on whether a stub happened to be built before the target.
    let stubModules: [Target.Dependency] = ["WebKit", .target(name: interface), "SwiftUI", "Network", "AVFoundation", "Photos"]
    for target in package.targets {
        switch target.name {
        case "MiniAppBundle", "MiniAppKit", "MiniAppKitWebKit", "MiniAppKitSystemPermissions", "EngineConformance":
            target.dependencies += stubModules
        case "MiniAppKitWebKitTests":
            // DelegateMemberProbe.swift: compiled only against the stubs' optional members.
            target.dependencies += stubModules
            target.swiftSettings = (target.swiftSettings ?? []) + [.define("MINIAPPKIT_APPLE_STUBS")]
        case "MiniAppPlatformClient":
            // What an Apple build of the platform client depends on: MiniAppKitWebKit, and
            // neither WebKitGTK's engine nor libcurl (so its URLSession code is checked too).
            target.dependencies = target.dependencies.filter { dependency in
                switch dependency {
                case .targetItem(let name, _), .byNameItem(let name, _):
                    return !["MiniAppKitGTK", "CCurl", "MiniAppKitWebKit"].contains(name)
                default:
                    return true
                }
            } + ["MiniAppKitWebKit"] + stubModules
        default:
            break
        }
    }
}
