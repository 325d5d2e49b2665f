import DexModel
import Foundation

/// One PokeAPI CSV file, read row by row with a header that names the columns.
struct CSVTable {
    let file: String
    private let url: URL

    init(named name: String, in folder: URL) {
        file = "\(name).csv"
        url = folder.appendingPathComponent(file)
    }

    /// Calls `body` for each data row; the row's accessors throw on a missing or malformed value.
    func forEachRow(_ body: (CSVRow) throws -> Void) throws {
        let text: String
        do {
            guard let decoded = String(data: try Data(contentsOf: url), encoding: .utf8) else {
                throw ManifestBuildError.unreadableTable(file: url.path, reason: "not UTF-8 text")
            }
            text = decoded
        } catch let error as ManifestBuildError {
            throw error
        } catch {
            throw ManifestBuildError.unreadableTable(file: url.path, reason: (error as NSError).localizedDescription)
        }
        let records: [CSVText.Record]
        do {
            records = try CSVText.records(in: text)
        } catch {
            throw ManifestBuildError.unreadableTable(file: file, reason: "line \(error.line): \(error.problem)")
        }
        guard let header = records.first?.fields else {
            throw ManifestBuildError.unreadableTable(file: file, reason: "no header row")
        }
        let columns = CSVRow.Columns(file: file, names: header)
        for record in records.dropFirst() {
            if record.fields == [""] { continue }  // a blank line, e.g. at the end of the file
            guard record.fields.count == header.count else {
                throw ManifestBuildError.wrongFieldCount(
                    file: file, line: record.line, expected: header.count, found: record.fields.count)
            }
            try body(CSVRow(columns: columns, fields: record.fields, line: record.line))
        }
    }
}

/// A data row of a `CSVTable`, read by column name.
struct CSVRow {
    final class Columns {
        let file: String
        let index: [String: Int]

        init(file: String, names: [String]) {
            self.file = file
            var index: [String: Int] = [:]
            for (position, name) in names.enumerated() where index[name] == nil { index[name] = position }
            self.index = index
        }
    }

    let columns: Columns
    let fields: [String]
    let line: Int

    func string(_ column: String) throws -> String {
        guard let position = columns.index[column] else {
            throw ManifestBuildError.missingColumn(file: columns.file, column: column)
        }
        return fields[position]
    }

    func int(_ column: String) throws -> Int {
        guard let value = try optionalInt(column) else {
            throw ManifestBuildError.badValue(file: columns.file, line: line, column: column, value: "", expected: "a number")
        }
        return value
    }

    /// An empty field is nil; anything else must be a whole number.
    func optionalInt(_ column: String) throws -> Int? {
        // Some PokeAPI rows pad numbers with a space (encounter_methods.csv: "colosseum-bonus-disc-us, 45").
        let text = try string(column).trimmingCharacters(in: .whitespaces)
        if text.isEmpty { return nil }
        guard let value = Int(text) else {
            throw ManifestBuildError.badValue(file: columns.file, line: line, column: column, value: text, expected: "a number")
        }
        return value
    }

    func bool(_ column: String) throws -> Bool {
        switch try string(column) {
        case "1": true
        case "0": false
        case let text:
            throw ManifestBuildError.badValue(file: columns.file, line: line, column: column, value: text, expected: "0 or 1")
        }
    }
}
