// swift-tools-version: 6.1
import PackageDescription

let grdb: Target.Dependency = .product(name: "GRDB", package: "GRDB.swift")
let argumentParser: Target.Dependency = .product(name: "ArgumentParser", package: "swift-argument-parser")
let csv: Target.Dependency = .product(name: "CSV", package: "CSV.swift")

let package = Package(
    name: "dex",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "dex", targets: ["dex"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // CSV with RFC 4180 quoting, for the manifest generator's PokeAPI tables (dex has its own: Backup/CSVText.swift).
        .package(url: "https://github.com/yaslab/CSV.swift", exact: "2.5.2"),
    ],
    targets: [
        .executableTarget(name: "dex", dependencies: ["DexKit", "DexSaves", "CNcurses", argumentParser], path: "src/dex"),
        .target(name: "DexKit", dependencies: ["CDexManifest", "CSQLiteShims", "CPNG", "CCurl", "DexSaves", grdb], path: "src/DexKit"),
        // The bundled games.json, compiled into the binary so that a lone copy of `dex` still has it.
        .target(name: "CDexManifest", path: "src/CDexManifest"),
        .target(name: "CSQLiteShims", path: "src/CSQLiteShims", linkerSettings: [.linkedLibrary("sqlite3")]),
        // libcurl's headers for the sprite downloader: shim.h wraps the variadic setopt/getinfo calls and holds the
        // table of functions CurlLibrary fills with dlopen at the first download. Not linked: libcurl and its ~28
        // libraries would cost every dex command ~4 ms of loading (README, Speed).
        .systemLibrary(name: "CCurl", path: "src/CCurl", providers: [.apt(["libcurl4-openssl-dev"])]),
        // libpng decodes cached sprites for `dex show`.
        .systemLibrary(name: "CPNG", path: "src/CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        // Builds Resources/games.json from the PokeAPI CSV tables (`make manifest`); not part of `dex`.
        .target(name: "ManifestBuilder", dependencies: ["DexKit", csv], path: "src/ManifestBuilder"),
        .executableTarget(name: "manifest-gen", dependencies: ["ManifestBuilder", argumentParser],
                          path: "src/ManifestGenerator"),
        // sprite_server.py is run by the sprite tests and bench-sprites.sh, from its source path.
        .target(name: "DexTestSupport", path: "Tests/Support", exclude: ["sprite_server.py"]),
        .testTarget(name: "DexKitTests", dependencies: ["DexKit", "DexTestSupport"], path: "Tests/DexKitTests"),
        .testTarget(name: "dexTests", dependencies: ["dex", "DexKit", "DexTestSupport", "SaveFileSupport"], path: "Tests/dexTests"),
        .testTarget(name: "ManifestTests", dependencies: ["ManifestBuilder", "DexKit", csv], path: "Tests/ManifestTests"),
        // Reads the games' own save files (`dex import-save`): plain Swift, no Foundation, no C.
        .target(name: "DexSaves", path: "src/DexSaves"),
        // Builds save files byte by byte from the documented layouts, for the tests.
        .target(name: "SaveFileSupport", path: "Tests/SaveFileSupport"),
        .testTarget(name: "DexSavesTests", dependencies: ["DexSaves", "SaveFileSupport"], path: "Tests/DexSavesTests"),
        // SQLite's C API, with shims for what Swift cannot call (the variadic sqlite3_db_config, SQLITE_TRANSIENT).
        .systemLibrary(name: "CSQLite", path: "src/CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        // dex's own small SQLite layer, without Foundation (which would link ICU's data into the binary).
        .target(name: "SQLiteStore", dependencies: ["CSQLite"], path: "src/SQLiteStore"),
        .testTarget(name: "SQLiteStoreTests", dependencies: ["SQLiteStore", "DexTestSupport"],
                    path: "Tests/SQLiteStoreTests"),
        // ncurses' headers for `dex browse` (terminal modes, key decoding, resizing, minimal redraws). Not linked:
        // opened with dlopen when browse starts, as libcurl is, so that other commands do not load it (README, Speed).
        .systemLibrary(name: "CNcurses", path: "src/CNcurses", providers: [.apt(["libncurses-dev"])]),
    ],
    swiftLanguageModes: [.v6],
    cLanguageStandard: .c2x
)
