/// `dex --game heartgold list`, `dex --home ~/other list`: options written before the command, as git takes them.
/// dex's options belong to its commands, so `--home` and `--game` given first are moved after the command's words
/// (before a `--`, if any), where ArgumentParser reads them; a command that takes no `--game`
/// then says so as it would anywhere on the line.
enum LeadingOptions {
    static let movable: Set<String> = ["--home", "--game"]

    /// `arguments` with the leading `--home`/`--game` options moved after the command, or unchanged when there are
    /// none (or nothing after them names a command).
    static func moved(_ arguments: [String]) -> [String] {
        guard let first = arguments.first, first.hasPrefix("--") else { return arguments }
        var leading: [String] = [], index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if movable.contains(argument), index + 1 < arguments.count {
                leading += arguments[index...(index + 1)]
                index += 2
            } else if let equals = argument.firstIndex(of: "="), movable.contains(String(argument[..<equals])) {
                leading.append(argument)
                index += 1
            } else {
                break
            }
        }
        guard !leading.isEmpty, index < arguments.count, !arguments[index].hasPrefix("-") else { return arguments }
        var rest = Array(arguments[index...])
        let end = rest.firstIndex(of: "--") ?? rest.endIndex
        rest.insert(contentsOf: leading, at: end)
        return rest
    }
}
