import DexTestSupport
import Foundation
import Testing

/// The README stays short enough to read: a cap on its length that every later change keeps, and a command table
/// whose rows each fit one screen line (`dex help` and docs/ have the rest).
@Suite(.tags(.endToEnd)) struct ReadmeShapeTests {
    static let maximumLines = 300
    static let maximumTableRowCharacters = 100

    static let lines: [Substring] = ReadmeCountsTests.readme.split(separator: "\n", omittingEmptySubsequences: false)

    /// The rows of the table under `## Commands`, up to the next heading.
    static var commandTableRows: [Substring] {
        guard let heading = lines.firstIndex(of: "## Commands") else { return [] }
        let section = lines[(heading + 1)...].prefix { !$0.hasPrefix("## ") }
        return section.filter { $0.hasPrefix("|") }
    }

    @Test func theReadmeHasAtMostThreeHundredLines() {
        #expect(!ReadmeCountsTests.readme.isEmpty, "README.md not found under \(Fixtures.packageRoot.path)")
        let count = ReadmeCountsTests.readme.hasSuffix("\n") ? Self.lines.count - 1 : Self.lines.count
        #expect(count <= Self.maximumLines, "README.md has \(count) lines; move detail to dex help or docs/")
    }

    @Test func eachCommandTableRowFitsOneScreenLine() {
        let rows = Self.commandTableRows
        #expect(rows.count > 10, "README.md has no command table under '## Commands'")
        for row in rows where row.count > Self.maximumTableRowCharacters {
            Issue.record("\(row.count) characters, over \(Self.maximumTableRowCharacters): \(row)")
        }
    }
}
