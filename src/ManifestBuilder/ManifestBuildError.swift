/// Why the manifest could not be built: bad or missing input, or data that breaks a rule the generator relies on.
public enum ManifestBuildError: Error, CustomStringConvertible {
    case missingInput(folder: String)
    case unreadableTable(file: String, reason: String)
    case missingColumn(file: String, column: String)
    case wrongFieldCount(file: String, line: Int, expected: Int, found: Int)
    case badValue(file: String, line: Int, column: String, value: String, expected: String)
    case missingData(String)
    case invalidOutput(String)

    public var description: String {
        switch self {
        case .missingInput(let folder):
            "no PokeAPI CSV folder at '\(folder)' (expected pokemon_species.csv and the other tables listed in its SOURCE.md)"
        case .unreadableTable(let file, let reason):
            "cannot read \(file): \(reason)"
        case .missingColumn(let file, let column):
            "\(file): the header has no column '\(column)'"
        case .wrongFieldCount(let file, let line, let expected, let found):
            "\(file):\(line): expected \(expected) fields, found \(found)"
        case .badValue(let file, let line, let column, let value, let expected):
            "\(file):\(line): column '\(column)' is '\(value)', expected \(expected)"
        case .missingData(let what):
            "the tables lack \(what)"
        case .invalidOutput(let reason):
            "the generated manifest does not pass dex's validation: \(reason)"
        }
    }
}
