// swift-format-ignore-file
// Generated from the commands' ArgumentParser definitions by `make grammar`; do not edit.
// CommandGrammarTests fails while this file and the definitions differ.

/// Every option of every dex command, by its long name.
enum OptionName: String, Sendable {
    case all
    case allForms = "all-forms"
    case allGames = "all-games"
    case available
    case caught
    case clear
    case concurrency
    case deadline
    case dryRun = "dry-run"
    case force
    case format
    case forms
    case fromSave = "from-save"
    case game
    case genders
    case home
    case json
    case list
    case manifest
    case missing
    case needsTrade = "needs-trade"
    case noSprite = "no-sprite"
    case noSprites = "no-sprites"
    case notShiny = "not-shiny"
    case notes
    case output
    case owned
    case reachable
    case replace
    case retryMissing = "retry-missing"
    case search
    case shiny
    case sort
    case sprite
    case spriteUrl = "sprite-url"
    case sprites
    case starter
    case status
    case traded
    case verbose
    case yes
}

extension CommandGrammar {
    /// The grammar of a command, named by its words after `dex` (`"mark"`, `"sprites fetch"`).
    static func of(_ command: String) -> CommandGrammar? {
        switch command {
        case "add-game":
            CommandGrammar(
                options: [
                    Option(.home, ["--home"], takesValue: true),
                    Option(.manifest, ["--manifest"], takesValue: true),
                    Option(.starter, ["--starter"], takesValue: true),
                    Option(.forms, ["--forms"], takesValue: false),
                    Option(.genders, ["--genders"], takesValue: false),
                    Option(.fromSave, ["--from-save"], takesValue: true),
                    Option(.noSprites, ["--no-sprites"], takesValue: false),
                    Option(.shiny, ["--shiny"], takesValue: false),
                    Option(.spriteUrl, ["--sprite-url"], takesValue: true),
                    Option(.deadline, ["--deadline"], takesValue: true),
                ],
                positionals: 0...1)
        case "games":
            CommandGrammar(
                options: [
                    Option(.home, ["--home"], takesValue: true),
                    Option(.manifest, ["--manifest"], takesValue: true),
                    Option(.available, ["--available"], takesValue: false),
                    Option(.json, ["--json"], takesValue: false),
                ],
                positionals: 0...0)
        case "use":
            CommandGrammar(
                options: [
                    Option(.home, ["--home"], takesValue: true),
                ],
                positionals: 1...1)
        case "remove-game":
            CommandGrammar(
                options: [
                    Option(.home, ["--home"], takesValue: true),
                    Option(.yes, ["--yes", "-y"], takesValue: false),
                ],
                positionals: 1...1)
        case "mark":
            CommandGrammar(
                options: [
                    Option(.home, ["--home"], takesValue: true),
                    Option(.game, ["--game"], takesValue: true),
                    Option(.verbose, ["--verbose"], takesValue: false),
                    Option(.traded, ["--traded"], takesValue: false),
                    Option(.shiny, ["--shiny"], takesValue: false),
                    Option(.allForms, ["--all-forms"], takesValue: false),
                ],
                positionals: 1...Int.max)
        case "unmark":
            CommandGrammar(
                options: [
                    Option(.home, ["--home"], takesValue: true),
                    Option(.game, ["--game"], takesValue: true),
                    Option(.verbose, ["--verbose"], takesValue: false),
                    Option(.traded, ["--traded"], takesValue: false),
                    Option(.shiny, ["--shiny"], takesValue: false),
                    Option(.allForms, ["--all-forms"], takesValue: false),
                ],
                positionals: 1...Int.max)
        case "note":
            CommandGrammar(
                options: [
                    Option(.home, ["--home"], takesValue: true),
                    Option(.game, ["--game"], takesValue: true),
                    Option(.clear, ["--clear"], takesValue: false),
                ],
                positionals: 1...Int.max)
        case "undo":
            CommandGrammar(
                options: [
                    Option(.home, ["--home"], takesValue: true),
                    Option(.list, ["--list"], takesValue: false),
                ],
                positionals: 0...0)
        case "redo":
            CommandGrammar(
                options: [
                    Option(.home, ["--home"], takesValue: true),
                ],
                positionals: 0...0)
        case "list":
            CommandGrammar(
                options: [
                    Option(.home, ["--home"], takesValue: true),
                    Option(.game, ["--game"], takesValue: true),
                    Option(.missing, ["--missing"], takesValue: false),
                    Option(.caught, ["--caught"], takesValue: false),
                    Option(.all, ["--all"], takesValue: false),
                    Option(.reachable, ["--reachable"], takesValue: false),
                    Option(.needsTrade, ["--needs-trade"], takesValue: false),
                    Option(.shiny, ["--shiny"], takesValue: false),
                    Option(.notShiny, ["--not-shiny"], takesValue: false),
                    Option(.search, ["--search"], takesValue: true),
                    Option(.sprites, ["--sprites"], takesValue: false),
                    Option(.sort, ["--sort"], takesValue: true),
                    Option(.json, ["--json"], takesValue: false),
                ],
                positionals: 0...0)
        case "progress":
            CommandGrammar(
                options: [
                    Option(.home, ["--home"], takesValue: true),
                    Option(.game, ["--game"], takesValue: true),
                    Option(.json, ["--json"], takesValue: false),
                ],
                positionals: 0...0)
        case "show":
            CommandGrammar(
                options: [
                    Option(.home, ["--home"], takesValue: true),
                    Option(.game, ["--game"], takesValue: true),
                    Option(.allGames, ["--all-games"], takesValue: false),
                    Option(.json, ["--json"], takesValue: false),
                    Option(.sprite, ["--sprite"], takesValue: true),
                    Option(.noSprite, ["--no-sprite"], takesValue: false),
                ],
                positionals: 1...1)
        case "where":
            CommandGrammar(
                options: [
                    Option(.home, ["--home"], takesValue: true),
                    Option(.game, ["--game"], takesValue: true),
                    Option(.missing, ["--missing"], takesValue: false),
                    Option(.json, ["--json"], takesValue: false),
                ],
                positionals: 1...1)
        case "export":
            CommandGrammar(
                options: [
                    Option(.home, ["--home"], takesValue: true),
                    Option(.format, ["--format"], takesValue: true),
                    Option(.output, ["--output", "-o"], takesValue: true),
                    Option(.game, ["--game"], takesValue: true),
                    Option(.allGames, ["--all-games"], takesValue: false),
                    Option(.notes, ["--notes"], takesValue: false),
                ],
                positionals: 0...0)
        case "import":
            CommandGrammar(
                options: [
                    Option(.home, ["--home"], takesValue: true),
                    Option(.manifest, ["--manifest"], takesValue: true),
                    Option(.dryRun, ["--dry-run"], takesValue: false),
                    Option(.replace, ["--replace"], takesValue: false),
                ],
                positionals: 1...1)
        case "import-save":
            CommandGrammar(
                options: [
                    Option(.home, ["--home"], takesValue: true),
                    Option(.game, ["--game"], takesValue: true),
                    Option(.manifest, ["--manifest"], takesValue: true),
                    Option(.dryRun, ["--dry-run"], takesValue: false),
                    Option(.replace, ["--replace"], takesValue: false),
                    Option(.owned, ["--owned"], takesValue: false),
                    Option(.json, ["--json"], takesValue: false),
                    Option(.noSprites, ["--no-sprites"], takesValue: false),
                ],
                positionals: 1...1)
        case "sync":
            CommandGrammar(
                options: [
                    Option(.home, ["--home"], takesValue: true),
                    Option(.manifest, ["--manifest"], takesValue: true),
                    Option(.status, ["--status"], takesValue: false),
                ],
                positionals: 1...1)
        case "sprites fetch":
            CommandGrammar(
                options: [
                    Option(.home, ["--home"], takesValue: true),
                    Option(.game, ["--game"], takesValue: true),
                    Option(.allGames, ["--all-games"], takesValue: false),
                    Option(.concurrency, ["--concurrency"], takesValue: true),
                    Option(.force, ["--force"], takesValue: false),
                    Option(.retryMissing, ["--retry-missing"], takesValue: false),
                    Option(.spriteUrl, ["--sprite-url"], takesValue: true),
                    Option(.deadline, ["--deadline"], takesValue: true),
                    Option(.json, ["--json"], takesValue: false),
                ],
                positionals: 0...0)
        case "sprites status":
            CommandGrammar(
                options: [
                    Option(.home, ["--home"], takesValue: true),
                    Option(.json, ["--json"], takesValue: false),
                ],
                positionals: 0...0)
        case "sprites clean":
            CommandGrammar(
                options: [
                    Option(.home, ["--home"], takesValue: true),
                ],
                positionals: 0...0)
        case "config get":
            CommandGrammar(
                options: [
                    Option(.home, ["--home"], takesValue: true),
                ],
                positionals: 1...1)
        case "config set":
            CommandGrammar(
                options: [
                    Option(.home, ["--home"], takesValue: true),
                ],
                positionals: 2...2)
        case "config list":
            CommandGrammar(
                options: [
                    Option(.home, ["--home"], takesValue: true),
                ],
                positionals: 0...0)
        case "db status":
            CommandGrammar(
                options: [
                    Option(.home, ["--home"], takesValue: true),
                ],
                positionals: 0...0)
        case "db backup":
            CommandGrammar(
                options: [
                    Option(.home, ["--home"], takesValue: true),
                ],
                positionals: 1...1)
        case "db reset":
            CommandGrammar(
                options: [
                    Option(.home, ["--home"], takesValue: true),
                    Option(.yes, ["--yes", "-y"], takesValue: false),
                ],
                positionals: 0...0)
        case "browse":
            CommandGrammar(
                options: [
                    Option(.home, ["--home"], takesValue: true),
                    Option(.game, ["--game"], takesValue: true),
                ],
                positionals: 0...0)
        default: nil
        }
    }
}
