/// The one line that says a generation 1 game's shinies, recorded in a backup, a sync file or an older database, were
/// kept as ordinary catches.
public enum Generation1Words {
    public static func keptPlain(_ game: String) -> String {
        "\(game) has no shiny Pokémon: its shiny catches and shiny living dex were kept as ordinary ones"
    }
}
