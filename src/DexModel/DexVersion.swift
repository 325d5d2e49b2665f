public enum DexVersion {
    /// Shown by `dex --version` and sent in the sprite downloader's User-Agent.
    public static let current = "0.1.0"
}
