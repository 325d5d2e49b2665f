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
    }

    struct Pokemon: Codable {
        var dexNumber: Int
        var name: String?
        var caught: Bool
        var shiny: Bool?
        var notes: String?
        var hint: String?
        var availability: String?
        var traded: Bool?

        init(_ entry: Backup.Entry) {
            dexNumber = entry.dexNumber
            name = entry.name
            caught = entry.caught
            shiny = entry.shiny
            notes = entry.notes
            hint = entry.hint.flatMap { $0.isEmpty ? nil : $0 }
            availability = entry.availability
            traded = entry.traded ? true : nil
        }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            // Foundation on Linux reports 1.5 or 1e99 as "not valid JSON" with no path; name the field instead.
            guard c.contains(.dexNumber) else {
                throw DecodingError.keyNotFound(CodingKeys.dexNumber, .init(codingPath: c.codingPath, debugDescription: ""))
            }
            guard let number = try? c.decode(Int.self, forKey: .dexNumber) else {
                throw DecodingError.typeMismatch(
                    Int.self, .init(codingPath: c.codingPath + [CodingKeys.dexNumber], debugDescription: ""))
            }
            guard number >= 1 else {
                throw DecodingError.dataCorrupted(
                    .init(
                        codingPath: c.codingPath + [CodingKeys.dexNumber],
                        debugDescription: "\(number) is not a dex number (a whole number, 1 or more)"))
            }
            dexNumber = number
            name = try c.decodeIfPresent(String.self, forKey: .name)
            caught = try c.decode(Bool.self, forKey: .caught)
            shiny = try c.decodeIfPresent(Bool.self, forKey: .shiny)
            notes = try c.decodeIfPresent(String.self, forKey: .notes)
            hint = try c.decodeIfPresent(String.self, forKey: .hint)
            availability = try c.decodeIfPresent(String.self, forKey: .availability)
            traded = try c.decodeIfPresent(Bool.self, forKey: .traded)
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
                    pokemon: game.pokemon.map(Pokemon.init))
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
                    pokemon: game.pokemon.enumerated().map { p, entry in
                        Backup.Entry(
                            dexNumber: entry.dexNumber, name: entry.name, caught: entry.caught, shiny: entry.shiny,
                            notes: entry.notes, traded: entry.traded ?? false, location: .path("games[\(g)].pokemon[\(p)]"))
                    },
                    location: .path("games[\(g)]"))
            })
    }

    private static func error(for error: DecodingError, file: String) -> BackupError {
        let (path, problem) = DecodingDiagnostics.fault(of: error)
        return .invalid(file: file, location: path, problem: problem)
    }
}
