/// What keeps `dex sync` from using its folder.
public enum SyncError: Error, Equatable {
    /// The shared folder does not exist.
    case folderMissing(path: String)
    /// Something other than a folder is there.
    case notAFolder(path: String)
    /// This machine's file in the folder holds another machine's id (a copied data folder, or a file copied by hand);
    /// `machine` is that machine as the player knows it.
    case foreignFile(path: String, machine: String)
    /// A file of the folder could not be read.
    case unreadable(path: String, reason: String)
    /// A FIFO, device or folder is where a sync file should be.
    case notARegularFile(path: String, kind: String)
    /// A machine name `dex sync --name` cannot take.
    case invalidMachineName(String, problem: String)
    /// This machine's file could not be written.
    case unwritable(path: String, reason: String)
}
