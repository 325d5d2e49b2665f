import DexTestSupport
import Foundation

/// Debian's `chromium` (installed by `make deps`), run headless on a page as a person would open it: what it
/// draws (`--screenshot`) and the document it builds (`--dump-dom`). Each run has its own profile folder and is
/// ended, with every process it started, after `timeout` seconds, so a test never hangs on it.
enum HeadlessChromium {
    static let timeout = 90

    static let executable: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// The document the page builds, serialized.
    static func dumpDOM(_ page: URL) throws -> String {
        String(decoding: try run(["--dump-dom", page.absoluteString]), as: UTF8.self)
    }

    /// A PNG of the page in a window `width` × `height` CSS pixels wide, one device pixel each; `dark`: as on a
    /// device in dark mode.
    static func screenshot(_ page: URL, width: Int, height: Int, dark: Bool = false) throws -> URL {
        let file = try TemporaryFolder.make(prefix: "dex-screenshot").appendingPathComponent("page.png")
        try run(
            [
                "--window-size=\(width),\(height)", "--force-device-scale-factor=1", "--hide-scrollbars",
                "--screenshot=\(file.path)", page.absoluteString,
            ] + (dark ? ["--force-dark-mode", "--blink-settings=preferredColorScheme=0"] : []))
        guard FileManager.default.fileExists(atPath: file.path) else { throw SpriteTestError("chromium wrote no screenshot") }
        return file
    }

    /// Chromium's stdout. `timeout` (coreutils) runs it in a process group of its own and ends the whole group.
    @discardableResult
    private static func run(_ arguments: [String]) throws -> Data {
        guard let executable else { throw SpriteTestError("chromium is not installed: run 'make deps'") }
        let profile = try TemporaryFolder.make(prefix: "dex-chromium")
        defer { try? FileManager.default.removeItem(at: profile) }
        let output = profile.appendingPathComponent("stdout")
        try Data().write(to: output)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments =
            [
                "--kill-after=5", String(timeout), executable, "--headless=new", "--no-sandbox", "--disable-gpu",
                "--force-color-profile=srgb", "--no-first-run",
                "--user-data-dir=\(profile.appendingPathComponent("profile").path)",
            ]
            + arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw SpriteTestError("chromium \(arguments.joined(separator: " ")) ended with status \(process.terminationStatus)")
        }
        return try Data(contentsOf: output)
    }
}

/// Where colours are in a screenshot (Tests/Support/png_colours.py).
enum ScreenshotColours {
    struct Found: Decodable {
        var pixels: Int
        /// left, top, right, bottom
        var box: [Int]?
    }

    /// For each colour ("rrggbb"), how many pixels have exactly it and the rectangle they lie in.
    static func find(_ colours: [String], in screenshot: URL) throws -> [String: Found] {
        let script = Fixtures.packageRoot.appendingPathComponent("Tests/Support/png_colours.py")
        let data = try Data(run: "/usr/bin/env", ["python3", script.path, screenshot.path] + colours)
        return try JSONDecoder().decode([String: Found].self, from: data)
    }
}
