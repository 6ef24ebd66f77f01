// swift-tools-version: 6.1
import PackageDescription

/// libFuzzer targets for every decoder a page or a network peer feeds (`docs/FUZZING.md`).
///
/// A package of its own, depending on the SDK and the platform by path, so that neither
/// of them carries fuzzing code or flags. It builds only with the fuzzer's flags
/// (`scripts/fuzz`): each target's `main.swift` hands control to libFuzzer's driver.
let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

/// One executable per decoder; `dependencies` are the modules it reaches into.
func fuzzTarget(_ name: String, _ dependencies: [Target.Dependency]) -> Target {
    .executableTarget(
        name: name,
        dependencies: ["FuzzSupport"] + dependencies,
        swiftSettings: swiftSettings
    )
}

let miniAppKit = Target.Dependency.product(name: "MiniAppKit", package: "MiniAppKit")
let miniAppBundle = Target.Dependency.product(name: "MiniAppBundle", package: "MiniAppKit")

let package = Package(
    name: "MiniAppFuzz",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "MiniAppKit", path: ".."),
        .package(name: "MiniAppPlatform", path: "../Platform"),
        // The client target signs manifests as a registry would (the SDK's own version).
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
    ],
    targets: [
        /// libFuzzer's entry point, which the fuzzer runtime (`-sanitize=fuzzer`) provides.
        .target(name: "CLibFuzzer"),
        /// The driver call, the input reader and the scratch folder the targets share.
        .target(
            name: "FuzzSupport",
            dependencies: ["CLibFuzzer", miniAppKit],
            swiftSettings: swiftSettings
        ),
        fuzzTarget("FuzzMiniAppRequest", [miniAppKit]),
        fuzzTarget("FuzzLiquidState", [miniAppKit]),
        fuzzTarget("FuzzWalletMessage", [miniAppKit]),
        fuzzTarget("FuzzCorva", [miniAppKit, .product(name: "CorvaClient", package: "MiniAppKit")]),
        fuzzTarget("FuzzJSON", [miniAppKit, .product(name: "MiniAppHost", package: "MiniAppKit")]),
        fuzzTarget("FuzzBundle", [miniAppBundle]),
        fuzzTarget("FuzzHostProfile", [.product(name: "MiniAppHost", package: "MiniAppKit")]),
        fuzzTarget("FuzzRegistryIngest", [miniAppBundle, .product(name: "MiniAppRegistry", package: "MiniAppPlatform")]),
        fuzzTarget("FuzzClientManifest", [
            miniAppKit, miniAppBundle,
            .product(name: "MiniAppPlatformClient", package: "MiniAppKit"),
            .product(name: "Crypto", package: "swift-crypto"),
        ]),
    ]
)
