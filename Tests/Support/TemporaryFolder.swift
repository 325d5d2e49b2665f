import Foundation

public enum TemporaryFolder {
    /// A new empty folder under the system's temporary directory.
    public static func make(prefix: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

public enum Fixtures {
    /// The package's root folder, found from this file's path.
    public static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A small hand-made manifest: FireRed (with starters, Entei, odd names) and Yellow.
    public static let miniManifest = packageRoot.appendingPathComponent("Tests/Fixtures/mini.json")
}
