import DexSystem

/// `print` for the command layer: the text goes to the running command's console (`Console.current`), whose
/// process stdout checks each write, so a full disk under `dex export > backup.json` is an error rather than a
/// truncated backup. As this module's own, it is the `print` every `print(text)` here calls, in place of the
/// standard library's buffered one.
func print(_ text: String, terminator: String = "\n") {
    Console.current.output.write(text + terminator)
}
