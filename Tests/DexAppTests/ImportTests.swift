import DexApp
import Foundation
import Testing

@testable import DexModel
@testable import DexStore

@Suite struct ImportTests {
    static let header = "game,starter,dataVersion,dexNumber,name,caught,notes\n"

    @Test func mergeKeepsWhatIsCaughtInEither() throws {
        // Given FireRed with #001 and #025 caught
        let database = try BackupFixture.trackedDatabase()
        // When a file with #025 not caught and #029 caught is merged
        let plan = try BackupFixture.importing(
            Self.header + "firered,bulbasaur,,25,,no,\nfirered,bulbasaur,,29,,yes,Route 3\n",
            name: "a.csv", into: database)
        // Then #025 stays caught, #029 is caught with its note, and an empty note in the file keeps the old one
        let state = try BackupFixture.state(of: database)
        #expect(state.contains("firered/bulbasaur/25/true/Viridian, \"lvl 4\"\nsecond line"))
        #expect(state.contains("firered/bulbasaur/29/true/Route 3"))
        #expect(plan.summary == "added 0 games, removed 0 games, 1 marked caught, 0 unmarked, 1 note changed")
    }

    @Test func replaceMakesTheFileTheTruth() throws {
        let database = try BackupFixture.trackedDatabase()
        let plan = try BackupFixture.importing(
            Self.header + "firered,bulbasaur,,25,,no,\n", name: "a.csv",
            into: database, mode: .replace)
        let state = try BackupFixture.state(of: database)
        // #025 is now not caught with an empty note, #001 (not listed) is unmarked, Yellow (not in the file) is gone
        #expect(state.contains("firered/bulbasaur/25/false/"))
        // (its note was the manifest's hint, which is no note of the player's)
        #expect(state.contains("firered/bulbasaur/1/false/"))
        #expect(!state.contains { $0.hasPrefix("yellow/") })
        #expect(plan.removedGames.map(\.slug) == ["yellow"])
        #expect(try database.games.progress().activeGameId == database.games.current("firered").id)
    }

    @Test func replaceWithoutANotesColumnKeepsTheNotes() throws {
        let database = try BackupFixture.trackedDatabase()
        _ = try BackupFixture.importing("game,dexNumber,caught\nfirered,25,no\n", name: "a.csv", into: database, mode: .replace)
        #expect(try BackupFixture.state(of: database).contains("firered/bulbasaur/25/false/Viridian, \"lvl 4\"\nsecond line"))
    }

    @Test func missingGameIsSeededWithTheRecordedStarter() throws {
        let database = try BackupFixture.emptyDatabase()
        let plan = try BackupFixture.importing(
            Self.header + "firered,charmander,,4,Charmander,yes,\n", name: "a.csv", into: database)
        #expect(plan.addedGames.map(\.starter) == ["charmander"])
        let game = try database.games.current("firered")
        #expect(game.selectedStarter == "charmander")
        #expect(try database.catalog.list(game: "firered", filter: .caught, search: nil).pokemon.map(\.dexNumber) == [4])
        #expect(
            try database.catalog.list(game: "firered", filter: .all, search: nil).pokemon.map(\.dexNumber).contains(1) == false)
    }

    @Test func dryRunReportsAndChangesNothing() throws {
        let database = try BackupFixture.trackedDatabase()
        let before = try BackupFixture.state(of: database)
        let plan = try BackupFixture.importing(
            Self.header + "firered,bulbasaur,,29,,yes,\nfirered,bulbasaur,,1,,yes,\"Oak's \"\"gift\"\"\nline 2\"\n",
            name: "a.csv", into: database, dryRun: true)
        #expect(
            ImportPlanText(plan).lines == [
                #"firered #001 Bulbasaur: note "Oak's \"gift\"\nline 2""#, "firered #029 Nidoran♀: caught",
            ])
        #expect(try BackupFixture.state(of: database) == before)
    }

    @Test(arguments: [
        // (file, its name, the start of the expected message)
        ("game,dexNumber\nfirered,1\n", "a.csv", "a.csv: line 1: missing column 'caught'"),
        (header + "firered,bulbasaur,,1,,yes,\nfirered,bulbasaur,,abc,,yes,\n", "a.csv", "a.csv: line 3: dexNumber 'abc'"),
        (
            header + "firered,bulbasaur,,1,,yes,\"two\nlines\"\nfirered,bulbasaur,,25,,maybe,\n", "a.csv",
            "a.csv: line 4: caught 'maybe'"
        ),
        (
            header + "firered,bulbasaur,,1,,yes,\"open quote\n", "a.csv",
            "a.csv: line 2: a quoted field opens here and is never closed"
        ),
        (
            header + "firered,bulbasaur,,1,,yes,\"say \"hi\" now\"\n", "a.csv",
            "a.csv: line 2: a quote inside a quoted field must be doubled"
        ),
        (
            header + "firered,bulbasaur,,1,,yes,\nnosuchgame,,,1,,yes,\n", "a.csv",
            "a.csv: line 3: no game 'nosuchgame' in the manifest; pass --manifest with one that has it; nothing was imported"
        ),
        (
            header + "firered,bulbasaur,,4,Charmander,yes,\n", "a.csv",
            "a.csv: line 2: #004 is not in Pokémon FireRed (starter bulbasaur)"
        ),
        (
            header + "firered,bulbasaur,,1,,yes,\nfirered,squirtle,,25,,yes,\n", "a.csv",
            "a.csv: line 3: starter 'squirtle' differs"
        ),
        (
            #"{"format":"dex-backup","formatVersion":1,"games":[{"slug":"firered","starter":"bulbasaur","pokemon":[{"dexNumber":1,"caught":"yes"}]}]}"#,
            "b.json", "b.json: games[0].pokemon[0].caught: expected true or false"
        ),
        (
            #"{"format":"dex-backup","formatVersion":1,"games":[{"slug":"firered","starter":"bulbasaur","pokemon":[{"dexNumber":1,"caught":true},{"dexNumber":999,"caught":true}]}]}"#,
            "b.json", "b.json: games[0].pokemon[1].dexNumber: #999 is not in Pokémon FireRed"
        ),
        (
            #"{"format":"dex-backup","formatVersion":1,"games":[{"pokemon":[]}]}"#, "b.json",
            "b.json: games[0].slug: missing field"
        ),
        (
            #"{"format":"dex-backup","formatVersion":1,"games":[{"slug":"firered","starter":5,"pokemon":[]}]}"#, "b.json",
            "b.json: games[0].starter: expected a string"
        ),
        (
            #"{"format":"dex-backup","formatVersion":1,"games":[{"slug":"firered","pokemon":[{"dexNumber":1,"caught":true},{"dexNumber":2.5,"caught":true}]}]}"#,
            "b.json", "b.json: games[0].pokemon[1].dexNumber: expected a whole number"
        ),
        (
            #"{"format":"dex-backup","formatVersion":1,"games":[{"slug":"firered","pokemon":[{"dexNumber":-5,"caught":true}]}]}"#,
            "b.json", "b.json: games[0].pokemon[0].dexNumber: -5 is not a dex number (a whole number, 1 or more)"
        ),
        (#"{"format":"dex-backup","formatVersion":1,"games":{}}"#, "b.json", "b.json: games: expected a list"),
        ("[1, 2]", "b.json", "b.json: $: expected an object"),
        (#"{"format":"dex-backup","formatVersion":1,"games":[}"#, "b.json", "b.json: $: not valid JSON"),
        (#"{"format":"something-else","formatVersion":1,"games":[]}"#, "b.json", "b.json: format: expected \"dex-backup\""),
        (
            #"{"format":"dex-backup","formatVersion":3,"games":[]}"#, "b.json",
            "b.json uses backup format 3, newer than this dex reads"
        ),
        // A newer format may change the shape: the version is checked before the rest is read
        (#"{"format":"dex-backup","formatVersion":3,"games":{"firered":"reshaped"}}"#, "b.json", "b.json uses backup format 3"),
        (
            #"{"version":"my-games-1","games":[]}"#, "b.json",
            "b.json: format: expected \"dex-backup\", the field is missing (not a dex backup)"
        ),
        (
            #"{"format":"dex-backup","formatVersion":0,"games":[]}"#, "b.json",
            "b.json: formatVersion: expected a whole number, 1 or more"
        ),
    ])
    func badFileNamesThePlaceAndChangesNothing(text: String, name: String, message: String) throws {
        let database = try BackupFixture.trackedDatabase()
        let before = try BackupFixture.state(of: database)
        do {
            _ = try BackupFixture.importing(text, name: name, into: database)
            Issue.record("imported a bad file: \(name)")
        } catch let error as BackupError {
            #expect(ErrorMessage.line(for: error).hasPrefix(message), "\(error)")
        }
        #expect(try BackupFixture.state(of: database) == before)
    }

    @Test func newGameWithoutAValidStarterIsAnError() throws {
        let database = try BackupFixture.emptyDatabase()
        #expect(
            throws: BackupError.invalid(
                file: "b.json", location: "games[0].starter",
                problem: "firered needs a starter, one of bulbasaur, charmander, squirtle")
        ) {
            _ = try BackupFixture.importing(
                #"{"format":"dex-backup","formatVersion":1,"games":[{"slug":"firered","pokemon":[]}]}"#,
                name: "b.json", into: database)
        }
        #expect(
            throws: BackupError.invalid(
                file: "a.csv", location: "line 2",
                problem: "'pikachu' is not a starter in firered; one of bulbasaur, charmander, squirtle")
        ) {
            _ = try BackupFixture.importing(Self.header + "firered,pikachu,,1,,yes,\n", name: "a.csv", into: database)
        }
        #expect(try database.games.progress().games.isEmpty)
    }

    @Test(arguments: [
        ("https://host:99999/{generation}/{sprite}.png", "port '99999'"),
        ("https://host/sprites/{generation}.png", "{sprite}"),
    ])
    func newGameWithABadSpriteURLTemplateIsAnError(template: String, problem: String) throws {
        let database = try BackupFixture.emptyDatabase()
        let text =
            #"{"format":"dex-backup","formatVersion":1,"games":[{"slug":"firered","starter":"bulbasaur","spriteURLTemplate":"\#(template)","pokemon":[]}]}"#
        do {
            _ = try BackupFixture.importing(text, name: "b.json", into: database)
            Issue.record("imported a game with the sprite URL template \(template)")
        } catch let error as BackupError {
            #expect(ErrorMessage.line(for: error).hasPrefix("b.json: games[0].spriteURLTemplate: "), "\(error)")
            #expect(ErrorMessage.line(for: error).contains(problem), "\(error)")
        }
        #expect(try database.games.progress().games.isEmpty)
    }

    @Test func laterFaultAfterGoodRowsChangesNothing() throws {
        // The first rows are valid and would add a game; the last names a Pokémon not in it: nothing is written.
        let database = try BackupFixture.emptyDatabase()
        #expect(throws: BackupError.self) {
            _ = try BackupFixture.importing(
                Self.header + "firered,bulbasaur,,1,,yes,\nfirered,bulbasaur,,7,,yes,\n",
                name: "a.csv", into: database)
        }
        #expect(try database.games.progress().games.isEmpty)
    }

    @Test func shortRowIsAnError() throws {
        let database = try BackupFixture.trackedDatabase()
        #expect(throws: BackupError.invalid(file: "a.csv", location: "line 2", problem: "expected 7 fields, found 3")) {
            _ = try BackupFixture.importing(Self.header + "firered,bulbasaur,1\n", name: "a.csv", into: database)
        }
    }

    @Test func quoteInsideAnUnquotedFieldIsPlainText() throws {
        let database = try BackupFixture.trackedDatabase()
        _ = try BackupFixture.importing(Self.header + "firered,bulbasaur,,1,,yes,5\" tall\n", name: "a.csv", into: database)
        #expect(try BackupFixture.state(of: database).contains("firered/bulbasaur/1/true/5\" tall"))
    }

    @Test func csvRecordLinesCountEveryKindOfLineBreak() throws {
        // A record per line, except where a quoted field holds CRLF, LF or a lone CR; an empty line is a record
        #expect(try CSVText.records(in: "a,b\r\n\"1\r\n2\n3\r4\",x\n\ny\n").map(\.line) == [1, 2, 6, 7])
        #expect(try CSVText.records(in: "").map(\.line) == [])
        #expect(try CSVText.records(in: "no final break").map(\.line) == [1])
        #expect(try CSVText.records(in: "\"a \"\"quoted\"\" word\",\"\"\n").map(\.line) == [1])
    }
}
