/// What a user types to name Pokémon: a national dex number (`25`, `#025`), a range (`1-9`), a name (`"Mr. Mime"`),
/// or a number of the game's own Pokédex (`R25`, `R1-R10`, `kitakami:R1`).
public enum PokemonRef: Sendable, Equatable, CustomStringConvertible {
    case number(Int)
    case range(ClosedRange<Int>)
    case name(String)
    /// A number of the game's own Pokédex: of `section` ("kitakami", as typed), else of the game's first.
    case regional(Int, section: String?)
    case regionalRange(ClosedRange<Int>, section: String?)

    public init(parsing text: String) throws {
        let trimmed = Self.trimmingWhitespace(text)
        let body = trimmed.hasPrefix("#") ? String(trimmed.dropFirst()) : trimmed
        if !body.isEmpty, body.allSatisfy(\.isASCIIDigit), let number = Int(body) {
            self = .number(number)
            return
        }
        let bounds = body.split(separator: "-", omittingEmptySubsequences: false)
        if bounds.count == 2, bounds.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }) {
            guard let low = Int(bounds[0].drop { $0 == "#" }), let high = Int(bounds[1]), low <= high else {
                throw RefError.invalidRange(text)
            }
            self = .range(low...high)
            return
        }
        if let regional = try Self.parsingRegional(trimmed, typed: text) {
            self = regional
            return
        }
        self = .name(trimmed)
    }

    /// One argument of a command that takes several refs: a comma list (`1,2`, `1-3,5`, `pikachu,raichu`) is a ref
    /// each, as if given apart. No Pokémon's name holds a comma.
    public static func list(parsing text: String) throws -> [PokemonRef] {
        guard text.contains(",") else { return [try PokemonRef(parsing: text)] }
        return try text.split(separator: ",").filter { !Self.trimmingWhitespace(String($0)).isEmpty }.map {
            try PokemonRef(parsing: String($0))
        }
    }

    /// Written with indices: reversed and dropping wrappers are generic types that a fresh process must
    /// set up at run time, which cost more than all the rest of parsing a ref.
    static func trimmingWhitespace(_ text: String) -> String {
        var start = text.startIndex, end = text.endIndex
        while start < end, text[start].isWhitespace { start = text.index(after: start) }
        while end > start, text[text.index(before: end)].isWhitespace { end = text.index(before: end) }
        return String(text[start..<end])
    }

    public var description: String {
        switch self {
        case .number(let n): DexNumber.format(n)
        case .range(let r): "\(r.lowerBound)-\(r.upperBound)"
        case .name(let name): name
        case .regional(let n, let section): Self.sectionPrefix(section) + DexNumber.regional(n)
        case .regionalRange(let r, let section): Self.sectionPrefix(section) + "R\(r.lowerBound)-R\(r.upperBound)"
        }
    }

    static func sectionPrefix(_ section: String?) -> String { section.map { $0 + ":" } ?? "" }

    /// Whether it is a number of the game's own Pokédex, which means another Pokémon in each game.
    public var isRegional: Bool {
        switch self {
        case .regional, .regionalRange: true
        case .number, .range, .name: false
        }
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
