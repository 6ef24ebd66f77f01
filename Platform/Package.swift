// swift-tools-version: 6.1
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

/// The platform: the registry server and the `miniapp` command-line tool.
///
/// A package of its own so that a host embedding the SDK (the package one folder up)
/// resolves none of the server's dependencies. It depends on the SDK by path.
let package = Package(
    name: "MiniAppPlatform",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "MiniAppRegistry", targets: ["MiniAppRegistry"]),
        .executable(name: "miniapp", targets: ["miniapp"]),
    ],
    dependencies: [
        .package(name: "MiniAppKit", path: ".."),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/vapor/sql-kit", from: "3.36.0"),
        .package(url: "https://github.com/vapor/sqlite-kit", from: "4.5.2"),
        .package(url: "https://github.com/vapor/postgres-kit", from: "2.17.0"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.3"),
        // The HTTP parts Hummingbird's pipeline carries, for the request-body handlers.
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.34.1"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/vapor/async-kit", from: "1.22.0"),
        // Operability: settings from flags, environment and a file; Prometheus metrics.
        .package(url: "https://github.com/apple/swift-configuration", from: "1.4.0"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        // The web console's server-rendered pages.
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        // `miniapp mcp`: the Model Context Protocol's official Swift SDK.
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", from: "0.12.1"),
        // Tests only: reads docs/openapi.yaml.
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        /// The registry server and the publishing side: storage, signing, HTTP API,
        /// packer, publish client. It sees bundles and manifests (`MiniAppBundle`), not the bridge.
        .target(
            name: "MiniAppRegistry",
            dependencies: [
                .product(name: "MiniAppBundle", package: "MiniAppKit"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "SQLKit", package: "sql-kit"),
                .product(name: "SQLiteKit", package: "sqlite-kit"),
                .product(name: "PostgresKit", package: "postgres-kit"),
                .product(name: "AsyncKit", package: "async-kit"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
            ],
            swiftSettings: swiftSettings
        ),
        /// `miniapp mcp`'s children ask the kernel to end them with their parent (prctl, in C).
        .target(name: "CProcessTie"),
        /// The `miniapp` command-line tool: `open`, `serve`, `pack`, `publish`, `version`, `keys`, `project`, `mcp`.
        .executableTarget(
            name: "miniapp",
            dependencies: [
                .product(name: "MiniAppHost", package: "MiniAppKit"),
                .product(name: "MiniAppKit", package: "MiniAppKit"),
                .product(name: "MiniAppPlatformClient", package: "MiniAppKit"),
                // The engine's web process extension, built beside the `miniapp` binary.
                .product(name: "MiniAppFrameGuard", package: "MiniAppKit", condition: .when(platforms: [.linux])),
                "MiniAppRegistry",
                // Built beside `miniapp` for `miniapp webdriver`, which preloads it into WebKitWebDriver.
                .product(name: "MiniAppDriverSocket", package: "MiniAppKit", condition: .when(platforms: [.linux])),
                // The control API of `miniapp open --control` and the door of `miniapp webdriver`.
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "NIOHTTPTypesHTTP1", package: "swift-nio-extras"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Configuration", package: "swift-configuration"),
                // `miniapp mcp`: the server, its stdio and Streamable HTTP transports.
                .product(name: "MCP", package: "swift-sdk"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                "CProcessTie",
            ],
            swiftSettings: swiftSettings
        ),

        // MARK: Tests

        .testTarget(
            name: "MiniAppRegistryTests",
            dependencies: [
                "MiniAppRegistry",
                .product(name: "MiniAppKit", package: "MiniAppKit"),
                .product(name: "MiniAppPlatformClient", package: "MiniAppKit"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "PostgresKit", package: "postgres-kit"),
                .product(name: "Yams", package: "Yams"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ],
            swiftSettings: swiftSettings
        ),
        /// `miniapp` run as a developer's CI runs it: the real binary, the real engine under Xvfb.
        .testTarget(
            name: "MiniAppCLITests",
            dependencies: [
                .product(name: "MiniAppHost", package: "MiniAppKit"),
                .product(name: "MiniAppKit", package: "MiniAppKit"),
                .product(name: "MiniAppPlatformClient", package: "MiniAppKit"),
            ],
            exclude: ["Fixtures"],
            swiftSettings: swiftSettings
        ),
    ]
)
