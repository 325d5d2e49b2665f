/// Where sprites are downloaded from: `{sprite}` is the sprite slug, `{folder}` the sprite folder (a game's own,
/// `GameManifest.Entry.spriteFolder`, or a Pokémon's fallbacks). `{generation}` is another name for `{folder}`:
/// stored templates written by earlier versions of dex use it (their default did), and keep working.
public enum SpriteURLTemplate {
    public static let `default` = "https://img.pokemondb.net/sprites/{folder}/normal/{sprite}.png"

    /// The environment variable that overrides every game's stored template.
    public static let environmentVariable = "DEX_SPRITE_URL_TEMPLATE"

    /// Accepts only http and https templates with a host, a port (if any) of 1–65535 and a `{sprite}` placeholder.
    public static func validate(_ template: String) throws -> String {
        let lowered = template.lowercased()
        guard let scheme = ["http://", "https://"].first(where: { lowered.hasPrefix($0) }) else {
            throw SettingError.invalidSpriteURLTemplate(template, problem: "only http:// and https:// URLs are accepted")
        }
        let authority = lowered.dropFirst(scheme.count).prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        let (host, port) = hostAndPort(of: authority)
        guard !host.isEmpty, !host.hasPrefix("{") else {
            throw SettingError.invalidSpriteURLTemplate(template, problem: "the URL has no host")
        }
        if let port, !isPort(port) {
            throw SettingError.invalidSpriteURLTemplate(template, problem: "the port '\(port)' is not a number from 1 to 65535")
        }
        guard template.contains("{sprite}") else {
            throw SettingError.invalidSpriteURLTemplate(template, problem: "it has no {sprite} placeholder")
        }
        guard !template.contains(where: { $0.isWhitespace }) else {
            throw SettingError.invalidSpriteURLTemplate(template, problem: "it contains spaces")
        }
        return template
    }

    /// The template a fetch uses: this run's `--sprite-url`, else `$DEX_SPRITE_URL_TEMPLATE`, else the game's.
    public static func effective(run: String?, environment: (String) -> String?, stored: String) throws -> String {
        if let run { return try validate(run) }
        if let fromEnvironment = environment(environmentVariable), !fromEnvironment.isEmpty {
            return try validate(fromEnvironment)
        }
        return try validate(stored)
    }

    /// Splits `user@host:port` (the user part dropped; an IPv6 host keeps its brackets). The port is nil when
    /// nothing follows the host, and is whatever follows it otherwise, to be checked.
    private static func hostAndPort(of authority: Substring) -> (host: Substring, port: Substring?) {
        let hostAndPort = authority.lastIndex(of: "@").map { authority[authority.index(after: $0)...] } ?? authority
        let hostEnd =
            hostAndPort.hasPrefix("[")
            ? hostAndPort.firstIndex(of: "]").map(hostAndPort.index(after:)) ?? hostAndPort.endIndex
            : hostAndPort.firstIndex(of: ":") ?? hostAndPort.endIndex
        let host = hostAndPort[..<hostEnd], rest = hostAndPort[hostEnd...]
        return (host, rest.isEmpty ? nil : rest.hasPrefix(":") ? rest.dropFirst() : rest)
    }

    /// 1–65535 in decimal digits only (`Int` alone would also take "+80").
    private static func isPort(_ text: Substring) -> Bool {
        text.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } && (1...65535).contains(Int(text) ?? 0)
    }

    /// The URL of one sprite. Both values are checked slugs (lowercase letters, digits, '-'), so need no escaping.
    public static func url(_ template: String, sprite: String, folder: String) -> String {
        template.replacing("{sprite}", with: sprite).replacing("{folder}", with: folder).replacing("{generation}", with: folder)
    }

    /// The template of the shiny sprites: the host keeps them in a `shiny` folder beside `normal`
    /// (`{folder}/shiny/{sprite}.png`), so the template's last `/normal/` becomes `/shiny/`. Nil for a template
    /// without one, which names no shiny sprites.
    public static func shiny(_ template: String) -> String? {
        guard let range = template.ranges(of: "/normal/").last else { return nil }
        return template[..<range.lowerBound] + "/shiny/" + template[range.upperBound...]
    }

    /// The host part of a URL, for telling the user which server cannot be reached.
    public static func host(of url: String) -> String {
        let afterScheme = url.firstRange(of: "://").map { url[$0.upperBound...] } ?? url[...]
        return String(afterScheme.prefix { $0 != "/" && $0 != "?" && $0 != "#" })
    }
}
