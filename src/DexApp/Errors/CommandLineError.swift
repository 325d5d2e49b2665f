/// What a command line gets wrong before any layer is asked: a command that does not exist, an option that takes one
/// value given more than once, a deletion that needs a confirmation nobody could give, or a page for a terminal.
public enum CommandLineError: Error, Equatable {
    case unknownCommand(String, suggestion: String?)
    /// A word like `-5` where `command` takes a ref: neither a dex number nor one of its options.
    case negativeNumberRef(String, command: String)
    /// An option that takes one value (`--game`) given more than once.
    case repeatedOption(String)
    /// Nobody could be asked (stdin is not a terminal) before `action`.
    case confirmationRequired(action: String)
    /// `dex export --format html` with stdout a terminal and no file to write to.
    case pageToTerminal
}
