/// The data folder (`DexHome`) could not be made.
public enum DataFolderError: Error, Equatable {
    case unusableDataFolder(path: String, reason: String)
    case diskFull(path: String)
}
