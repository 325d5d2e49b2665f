// swift-tools-version: 6.1
import PackageDescription

let argumentParser: Target.Dependency = .product(name: "ArgumentParser", package: "swift-argument-parser")

// The manifest's builder is optimized in debug builds too: the tests generate the whole manifest from PokeAPI's
// tables, which takes its unoptimized code twice as long.
let optimizedInDebugBuilds: [SwiftSetting] = [.unsafeFlags(["-O"], .when(configuration: .debug))]

// dex builds and is tested on Linux (Debian 12): it uses FoundationEssentials, Glibc and Debian's C libraries, so it
// declares no Apple platform.
let package = Package(
    name: "dex",
    products: [
        .executable(name: "dex", targets: ["dex"])
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
    ],
    targets: [
        // The layers, lowest first; each depends only on those above it (docs/architecture.md).
        // Values and rules: the manifest's types, the tracked games and Pokémon as plain values, names and refs, errors.
        // No C, no database.
        .target(name: "DexModel", path: "src/DexModel"),
        // The operating system: files and the atomic writer, the environment, the data folder, stdout/stderr.
        .target(name: "DexSystem", dependencies: ["DexModel"], path: "src/DexSystem"),
        // The database: migrations, records, and the stores named for what they hold (games, catalog, catches, journal,
        // backups, settings, sprite records).
        .target(
            name: "DexStore",
            dependencies: ["DexModel", "DexSystem", "CDexManifest", "ManifestContainer", "SQLiteStore", "CZlib"],
            path: "src/DexStore"),
        // Sprites: the libcurl engine, the cache, PNG decoding and drawing. Knows no database.
        .target(name: "DexSprites", dependencies: ["DexModel", "DexSystem", "CCurl", "CPNG"], path: "src/DexSprites"),
        // The use cases, behind one front door (`Tracker`), over the store, the sprites and the save reader, returning
        // plain values; and the shapes of their output.
        .target(
            name: "DexApp", dependencies: ["DexModel", "DexSystem", "DexStore", "DexSprites", "DexSaves"], path: "src/DexApp"),
        // The command line and `dex browse`: parsing, printing, the full-screen view. Runs a line in the console it is
        // given (`DexCommandLine`), so the tests run commands in process.
        .target(
            name: "DexCLI",
            dependencies: [
                "DexApp", "DexSprites", "DexSystem", "DexModel", "CNcurses", argumentParser,
            ],
            path: "src/DexCLI"),
        // The executable: the command line in the process's own console.
        .executableTarget(name: "dex", dependencies: ["DexCLI", "DexSystem", "CMalloc"], path: "src/dex"),
        // glibc's mallopt, for the one setting `dex` makes at start (src/dex/Main.swift).
        .systemLibrary(name: "CMalloc", path: "src/CMalloc"),
        // The bundled games.json, compiled into the binary so that a lone copy of `dex` still has it, in its container.
        .target(name: "CDexManifest", path: "src/CDexManifest"),
        // The container: games.json's lines deflated one by one behind an index of the games' slugs (0.6 MB, not 5.6).
        .target(name: "ManifestContainer", dependencies: ["CZlib"], path: "src/ManifestContainer"),
        // zlib, for the container. Linked, but costs dex no start-up: libpng already loads it.
        .systemLibrary(name: "CZlib", path: "src/CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // libcurl's headers for the sprite downloader: shim.h wraps the variadic setopt/getinfo calls and holds the
        // table of functions CurlLibrary fills with dlopen at the first download. Not linked: libcurl and its ~28
        // libraries would cost every dex command ~4 ms of loading (docs/performance.md).
        .systemLibrary(name: "CCurl", path: "src/CCurl", providers: [.apt(["libcurl4-openssl-dev"])]),
        // libpng decodes cached sprites for `dex show`.
        .systemLibrary(name: "CPNG", path: "src/CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        // Builds Resources/games.json from the PokeAPI CSV tables (`make manifest`); not part of `dex`.
        .target(
            name: "ManifestBuilder", dependencies: ["DexModel", "ManifestContainer"], path: "src/ManifestBuilder",
            swiftSettings: optimizedInDebugBuilds),
        .executableTarget(
            name: "manifest-gen", dependencies: ["ManifestBuilder", argumentParser],
            path: "src/ManifestGenerator"),
        // sprite_server.py is run by the sprite tests and bench-sprites.sh, png_colours.py by the page tests, from their source paths.
        .target(name: "DexTestSupport", path: "Tests/Support", exclude: ["sprite_server.py", "png_colours.py"]),
        // A tracked game whose sprites come from the loopback server, and what the sprite cache then holds.
        .target(
            name: "SpriteTestSupport", dependencies: ["DexStore", "DexSprites", "DexSystem", "DexModel", "DexTestSupport"],
            path: "Tests/SpriteTestSupport"),
        // One test target per layer, named after it, for the unit tests of that layer's code.
        .testTarget(name: "DexModelTests", dependencies: ["DexModel"], path: "Tests/DexModelTests"),
        .testTarget(
            name: "DexSystemTests", dependencies: ["DexSystem", "DexModel", "DexTestSupport"],
            path: "Tests/DexSystemTests"),
        .testTarget(
            name: "DexStoreTests", dependencies: ["DexStore", "DexModel", "DexSystem", "SQLiteStore", "DexTestSupport"],
            path: "Tests/DexStoreTests"),
        .testTarget(
            name: "DexSpritesTests", dependencies: ["DexSprites", "DexModel", "DexSystem", "CCurl", "DexTestSupport"],
            path: "Tests/DexSpritesTests"),
        .testTarget(
            name: "DexAppTests",
            dependencies: [
                "DexApp", "DexStore", "DexSprites", "DexSystem", "DexModel", "DexSaves", "DexTestSupport",
                "SpriteTestSupport",
            ],
            path: "Tests/DexAppTests"),
        // The command line's own parts in process: refs and options it reads, the browse screen's state.
        .testTarget(
            name: "CLITests", dependencies: ["DexApp", "DexCLI", "DexModel", "DexSprites", "DexStore", argumentParser],
            path: "Tests/CLITests"),
        // `dex …` run as a user runs it: in process through `DexCommandLine`, and the built binary where the process
        // itself matters (a kill, a signal, a pseudo-terminal, tmux). Tagged `.endToEnd` (Tests/Support/Tags.swift).
        .testTarget(
            name: "EndToEndTests",
            dependencies: [
                "dex", "DexCLI", "DexApp", "DexStore", "DexSprites", "DexSystem", "DexModel", "SQLiteStore", "DexTestSupport",
                "SpriteTestSupport", "SaveFileSupport",
            ], path: "Tests/EndToEndTests"),
        .testTarget(
            name: "ManifestTests",
            dependencies: ["ManifestBuilder", "ManifestContainer", "DexModel", "DexStore", "DexTestSupport"],
            path: "Tests/ManifestTests"),
        // Reads the games' own save files (`dex import-save`): plain Swift, no Foundation, no C.
        .target(name: "DexSaves", path: "src/DexSaves"),
        // Builds save files byte by byte from the documented layouts, for the tests.
        .target(name: "SaveFileSupport", dependencies: ["DexSaves"], path: "Tests/SaveFileSupport"),
        .testTarget(
            name: "DexSavesTests", dependencies: ["DexSaves", "SaveFileSupport", "DexTestSupport"], path: "Tests/DexSavesTests"),
        // SQLite's C API, with shims for what Swift cannot call (the variadic sqlite3_db_config, SQLITE_TRANSIENT).
        .systemLibrary(name: "CSQLite", path: "src/CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        // dex's own small SQLite layer, without Foundation (which would link ICU's data into the binary).
        .target(name: "SQLiteStore", dependencies: ["CSQLite"], path: "src/SQLiteStore"),
        .testTarget(
            name: "SQLiteStoreTests", dependencies: ["SQLiteStore", "DexTestSupport"],
            path: "Tests/SQLiteStoreTests"),
        // ncurses' headers for `dex browse` (terminal modes, key decoding, resizing, minimal redraws). Not linked:
        // opened with dlopen when browse starts, as libcurl is, so that other commands do not load it (docs/performance.md).
        .systemLibrary(name: "CNcurses", path: "src/CNcurses", providers: [.apt(["libncurses-dev"])]),
    ],
    swiftLanguageModes: [.v6],
    cLanguageStandard: .c2x
)

// Each target uses only the modules it imports (SE-0444): a member of a type from a module the file does not import
// is an error, so the layers hold by the compiler, not by habit.
for target in package.targets where target.type != .system {
    target.swiftSettings = (target.swiftSettings ?? []) + [.enableUpcomingFeature("MemberImportVisibility")]
}

// libFuzzer harnesses for every reader of bytes a player brings (`make fuzz`, docs/fuzzing.md): built only with
// DEX_FUZZ set, in their own scratch folder, with -sanitize=fuzzer,address; each one's `main` runs libFuzzer's driver.
if Context.environment["DEX_FUZZ"] != nil {
    package.targets += [
        .target(name: "FuzzerDriver", path: "Tests/Fuzz/FuzzerDriver"),
        .executableTarget(name: "FuzzSaveFile", dependencies: ["DexSaves", "FuzzerDriver"], path: "Tests/Fuzz/SaveFile"),
        .executableTarget(name: "FuzzSwishSave", dependencies: ["DexSaves", "FuzzerDriver"], path: "Tests/Fuzz/SwishSave"),
        .executableTarget(name: "FuzzBackupJSON", dependencies: ["DexStore", "FuzzerDriver"], path: "Tests/Fuzz/BackupJSON"),
        .executableTarget(name: "FuzzBackupCSV", dependencies: ["DexStore", "FuzzerDriver"], path: "Tests/Fuzz/BackupCSV"),
        .executableTarget(name: "FuzzSyncFile", dependencies: ["DexStore", "FuzzerDriver"], path: "Tests/Fuzz/SyncFile"),
        .executableTarget(
            name: "FuzzBDSPSave", dependencies: ["DexSaves", "SaveFileSupport", "FuzzerDriver"], path: "Tests/Fuzz/BDSPSave"),
    ]
}
