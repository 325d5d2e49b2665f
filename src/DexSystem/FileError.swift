/// A file that `AtomicFile.write` could not write.
public enum FileError: Error, Equatable {
    case unwritable(file: String, reason: String)
}
