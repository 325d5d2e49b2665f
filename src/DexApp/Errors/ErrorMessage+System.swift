import DexSprites
import DexSystem

extension ErrorMessage {
    static func words(_ error: DataFolderError) -> String {
        switch error {
        case .unusableDataFolder(let path, let reason):
            "cannot use data folder \(path): \(reason); pass --home DIR or set DEX_HOME"
        case .diskFull(let path):
            diskFull(path)
        }
    }

    static func words(_ error: FileError) -> String {
        switch error {
        case .unwritable(let file, let reason):
            "cannot write \(file): \(reason); choose another --output"
        }
    }

    static func words(_ error: SpriteCacheError) -> String {
        switch error {
        case .spriteCacheUnwritable(let path, let reason):
            "cannot write the sprite cache at \(path): \(reason); check the folder's permissions and free space"
        }
    }

    /// For the data folder and the database alike.
    static func diskFull(_ path: String) -> String {
        "the disk holding \(path) is full: free space and run the command again; nothing was changed"
    }
}
