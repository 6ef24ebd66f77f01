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

let package = Package(
    name: "MiniAppKit",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "MiniAppKit", targets: ["MiniAppKit"]),
        .library(name: "MiniAppKitGTK", targets: ["MiniAppKitGTK"]),
        .library(name: "MiniAppKitWebKit", targets: ["MiniAppKitWebKit"]),
        .library(name: "MiniAppHost", targets: ["MiniAppHost"]),
        .library(name: "MiniAppRegistry", targets: ["MiniAppRegistry"]),
        .executable(name: "miniapp", targets: ["miniapp"]),
        .executable(name: "miniapp-benchmarks", targets: ["MiniAppBenchmarks"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
        // The registry server (`miniapp serve`) and its signing keys.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/vapor/sql-kit", from: "3.36.0"),
        .package(url: "https://github.com/vapor/sqlite-kit", from: "4.5.2"),
        .package(url: "https://github.com/vapor/postgres-kit", from: "2.17.0"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.3"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/vapor/async-kit", from: "1.22.0"),
        // Tests only: reads docs/openapi.yaml.
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        // MARK: System libraries

        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        .systemLibrary(
            name: "CWebKitGTK",
            pkgConfig: "webkit2gtk-4.1",
            providers: [.apt(["libwebkit2gtk-4.1-dev"])]
        ),

        // MARK: The SDK

        /// Platform-neutral core: engine protocol, bridge, dialects, access rules, services, storage.
        .target(
            name: "MiniAppKit",
            dependencies: [
                "CSQLite",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ],
            resources: [.copy("Dialect/MiniApp/Resources")],
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
            dependencies: ["MiniAppKit"],
            swiftSettings: swiftSettings
        ),
        /// A ready-made host: JSON host profile, transcript, and the session `miniapp open` runs.
        .target(
            name: "MiniAppHost",
            dependencies: [
                "MiniAppKit",
                .target(name: "MiniAppKitGTK", condition: .when(platforms: [.linux])),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: swiftSettings
        ),

        /// The registry server and the publishing side: storage, signing, HTTP API, packer, publish client.
        .target(
            name: "MiniAppRegistry",
            dependencies: [
                "MiniAppKit",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "SQLKit", package: "sql-kit"),
                .product(name: "SQLiteKit", package: "sqlite-kit"),
                .product(name: "PostgresKit", package: "postgres-kit"),
                .product(name: "AsyncKit", package: "async-kit"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ],
            swiftSettings: swiftSettings
        ),

        // MARK: Executables

        .executableTarget(
            name: "miniapp",
            dependencies: [
                "MiniAppHost",
                "MiniAppKit",
                "MiniAppRegistry",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "MiniAppBenchmarks",
            dependencies: [
                "MiniAppHost",
                "MiniAppKit",
                .target(name: "MiniAppKitGTK", condition: .when(platforms: [.linux])),
                .target(name: "CWebKitGTK", condition: .when(platforms: [.linux])),
            ],
            path: "Benchmarks/MiniAppBenchmarks",
            swiftSettings: swiftSettings
        ),

        // MARK: Tests

        .testTarget(
            name: "MiniAppKitTests",
            dependencies: ["MiniAppKit"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "MiniAppKitGTKTests",
            dependencies: [
                "MiniAppKit",
                .target(name: "MiniAppKitGTK", condition: .when(platforms: [.linux])),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "MiniAppHostTests",
            dependencies: ["MiniAppHost", "MiniAppKit"],
            exclude: ["Fixtures"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "MiniAppRegistryTests",
            dependencies: [
                "MiniAppRegistry",
                "MiniAppKit",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "PostgresKit", package: "postgres-kit"),
                .product(name: "Yams", package: "Yams"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ],
            swiftSettings: swiftSettings
        ),
    ]
)
