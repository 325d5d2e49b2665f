// swift-tools-version: 6.1
import PackageDescription

let grdb: Target.Dependency = .product(name: "GRDB", package: "GRDB.swift")
let argumentParser: Target.Dependency = .product(name: "ArgumentParser", package: "swift-argument-parser")

let package = Package(
    name: "dex",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "dex", targets: ["dex"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .executableTarget(name: "dex", dependencies: ["DexKit", argumentParser], path: "src/dex"),
        .target(name: "DexKit", dependencies: ["CDexManifest", "CCurl", grdb], path: "src/DexKit"),
        // libcurl for the sprite downloader: module.modulemap + shim.h (variadic setopt/getinfo wrappers).
        .systemLibrary(name: "CCurl", path: "src/CCurl", pkgConfig: "libcurl", providers: [.apt(["libcurl4-openssl-dev"])]),
        // The bundled games.json, compiled into the binary so that a lone copy of `dex` still has it.
        .target(name: "CDexManifest", path: "src/CDexManifest"),
        .testTarget(name: "DexKitTests", dependencies: ["DexKit"], path: "Tests/DexKitTests"),
        .testTarget(name: "dexTests", dependencies: ["dex", "DexKit"], path: "Tests/dexTests"),
    ],
    swiftLanguageModes: [.v6],
    cLanguageStandard: .c2x
)
