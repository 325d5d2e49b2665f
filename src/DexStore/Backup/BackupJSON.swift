import DexModel
import FoundationEssentials

/// The JSON backup: complete and re-importable.
///
/// ```
/// {"format": "dex-backup", "formatVersion": 2, "dexVersion": "0.1.0", "exportedAt": "2026-11-21T13:00:00Z",
///  "activeGame": "firered",
///  "games": [{"slug": "firered", "name": "Pokémon FireRed", "starter": "bulbasaur", "dataVersion": "…",
///             "spriteURLTemplate": "https://…/{sprite}.png",
///             "tracksShiny": false,
///             "pokemon": [{"dexNumber": 1, "name": "Bulbasaur", "caught": true, "shiny": false, "notes": "…"}]}]}
/// ```
/// A Pokémon's state is one key per field of `PlayerState.fields`, by its key.
enum BackupJSON {
    /// What is read first, so that a file from a newer dex (whose shape may differ) is told to upgrade
    /// rather than given an error about some field, and another JSON file is told it is not a backup.
    struct Header: Decodable {
        var format: String?
        var formatVersion: Int?
    }

    struct File: Codable {
        var format: String
        var formatVersion: Int
        @ExplicitNull var dexVersion: String?
        @ExplicitNull var exportedAt: String?
        @ExplicitNull var activeGame: String?
        var games: [Game]
    }

    struct Game: Codable {
        var slug: String
        @ExplicitNull var name: String?
        @ExplicitNull var starter: String?
        @ExplicitNull var dataVersion: String?
        @ExplicitNull var spriteURLTemplate: String?
        var tracksShiny: Bool?
        var pokemon: [Pokemon]
        /// Written only when true: a game that lists forms, or sexes.
        var forms: Bool?
        var genders: Bool?
        /// Written only when false: a game added with `--no-sprites`.
        var downloadsSprites: Bool?
    }

    /// A Pokémon: its own keys, and one per field of `PlayerState.fields` (`caught`, required; the others optional).
    struct Pokemon: Codable {
        var dexNumber: Int
        var name: String?
        var given: [String: StateValue]
        var hint: String?
        var availability: String?
        /// Written only for a form other than the default.
        var form: String?

        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(_ name: String) { stringValue = name }
            init?(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }

            static let dexNumber = Key("dexNumber"), name = Key("name"), hint = Key("hint")
            static let availability = Key("availability"), form = Key("form")
        }

        init(_ entry: Backup.Entry) {
            dexNumber = entry.dexNumber
            name = entry.name
            given = entry.given
            hint = entry.hint.flatMap { $0.isEmpty ? nil : $0 }
            availability = entry.availability
            form = entry.form.isEmpty ? nil : entry.form
        }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: Key.self)
            try c.encode(dexNumber, forKey: .dexNumber)
            try c.encodeIfPresent(name, forKey: .name)
            try c.encodeIfPresent(hint, forKey: .hint)
            try c.encodeIfPresent(availability, forKey: .availability)
            try c.encodeIfPresent(form, forKey: .form)
            for field in PlayerState.fields {
                guard let value = given[field.key], field.writtenWhenBlank || value != field.blank else { continue }
                let key = Key(field.key)
                switch value {
                case .flag(let flag): try c.encode(flag, forKey: key)
                case .text(let text): try c.encode(text, forKey: key)
                case .day(let day): try c.encode(day?.description, forKey: key)
                }
            }
        }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: Key.self)
            // Foundation on Linux reports 1.5 or 1e99 as "not valid JSON" with no path; name the field instead.
            guard c.contains(.dexNumber) else {
                throw DecodingError.keyNotFound(Key.dexNumber, .init(codingPath: c.codingPath, debugDescription: ""))
            }
            guard let number = try? c.decode(Int.self, forKey: .dexNumber) else {
                throw DecodingError.typeMismatch(
                    Int.self, .init(codingPath: c.codingPath + [Key.dexNumber], debugDescription: ""))
            }
            guard number >= 1 else {
                throw DecodingError.dataCorrupted(
                    .init(
                        codingPath: c.codingPath + [Key.dexNumber],
                        debugDescription: "\(number) is not a dex number (a whole number, 1 or more)"))
            }
            dexNumber = number
            name = try c.decodeIfPresent(String.self, forKey: .name)
            given = [:]
            for (index, field) in PlayerState.fields.enumerated() {
                let key = Key(field.key)
                // The first field, whether it is caught, every entry must give.
                guard index == 0 || c.contains(key) else { continue }
                switch field.kind {
                case .flag: given[field.key] = .flag(try c.decode(Bool.self, forKey: key))
                case .text: given[field.key] = try c.decodeIfPresent(String.self, forKey: key).map(StateValue.text)
                case .day:
                    guard let text = try c.decodeIfPresent(String.self, forKey: key) else {
                        given[field.key] = .day(nil)
                        continue
                    }
                    guard let day = CalendarDay(text) else {
                        throw DecodingError.dataCorrupted(
                            .init(codingPath: c.codingPath + [key], debugDescription: "expected \(field.expected)"))
                    }
                    given[field.key] = .day(day)
                }
            }
            hint = try c.decodeIfPresent(String.self, forKey: .hint)
            availability = try c.decodeIfPresent(String.self, forKey: .availability)
            form = try c.decodeIfPresent(String.self, forKey: .form)
        }
    }

    static func encode(_ backup: Backup, exportedAt: Date) throws -> Data {
        let file = File(
            format: Backup.formatName, formatVersion: Backup.formatVersion, dexVersion: DexVersion.current,
            exportedAt: exportedAt.ISO8601Format(), activeGame: backup.activeGame,
            games: backup.games.map { game in
                Game(
                    slug: game.slug, name: game.name, starter: game.starter, dataVersion: game.dataVersion,
                    spriteURLTemplate: game.spriteURLTemplate, tracksShiny: game.tracksShiny,
                    pokemon: game.pokemon.map(Pokemon.init), forms: game.kinds.forms ? true : nil,
                    genders: game.kinds.genders ? true : nil, downloadsSprites: game.downloadsSprites == false ? false : nil)
            })
        return try JSONOutput.data(file) + Data("\n".utf8)
    }

    static func decode(_ data: Data, file name: String) throws -> Backup {
        let file: File
        do {
            let header = try JSONDecoder().decode(Header.self, from: data)
            guard header.format == Backup.formatName else {
                let found = header.format.map { "found \"\($0)\"" } ?? "the field is missing"
                throw BackupError.invalid(
                    file: name, location: "format", problem: "expected \"\(Backup.formatName)\", \(found) (not a dex backup)")
            }
            guard let version = header.formatVersion, version >= 1 else {
                throw BackupError.invalid(file: name, location: "formatVersion", problem: "expected a whole number, 1 or more")
            }
            guard version <= Backup.formatVersion else {
                throw BackupError.newerFormat(file: name, version: version, newestReadable: Backup.formatVersion)
            }
            if let duplicate = JSONDuplicateKeys.first(in: Array(data)) {
                throw BackupError.invalid(
                    file: name, location: duplicate.path,
                    problem: "the key \"\(duplicate.key)\" appears twice in one object (readers differ on which counts); keep one"
                )
            }
            file = try JSONDecoder().decode(File.self, from: data)
        } catch let error as DecodingError {
            throw Self.error(for: error, file: name)
        }
        return Backup(
            activeGame: file.activeGame,
            games: file.games.enumerated().map { g, game in
                Backup.Game(
                    slug: game.slug, name: game.name, starter: game.starter, dataVersion: game.dataVersion,
                    spriteURLTemplate: game.spriteURLTemplate, tracksShiny: game.tracksShiny,
                    downloadsSprites: game.downloadsSprites,
                    pokemon: game.pokemon.enumerated().map { p, entry in
                        Backup.Entry(
                            dexNumber: entry.dexNumber, name: entry.name, given: entry.given, form: entry.form ?? "",
                            location: .path("games[\(g)].pokemon[\(p)]"))
                    },
                    location: .path("games[\(g)]"),
                    kinds: EntryKinds(forms: game.forms ?? false, genders: game.genders ?? false))
            })
    }

    private static func error(for error: DecodingError, file: String) -> BackupError {
        let (path, problem) = DecodingDiagnostics.fault(of: error)
        return .invalid(file: file, location: path, problem: problem)
    }
}
