/// An error with dex's words for it (`ErrorMessage`), for ArgumentParser to print as `Error: <words>` with status 1,
/// as it prints any error that describes itself.
struct WordedError: Error, CustomStringConvertible {
    let description: String
}
