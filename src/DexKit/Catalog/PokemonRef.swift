/// What a user types to name Pokémon: a dex number (`25`, `#025`), a range (`1-9`) or a name (`"Mr. Mime"`).
public enum PokemonRef: Sendable, Equatable, CustomStringConvertible {
    case number(Int)
    case range(ClosedRange<Int>)
    case name(String)

    public init(parsing text: String) throws {
        let trimmed = String(text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
        let body = trimmed.hasPrefix("#") ? String(trimmed.dropFirst()) : trimmed
        if !body.isEmpty, body.allSatisfy(\.isASCIIDigit), let number = Int(body) {
            self = .number(number)
            return
        }
        let bounds = body.split(separator: "-", omittingEmptySubsequences: false)
        if bounds.count == 2, bounds.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }) {
            guard let low = Int(bounds[0].drop { $0 == "#" }), let high = Int(bounds[1]), low <= high else {
                throw DexError.invalidRange(text)
            }
            self = .range(low...high)
            return
        }
        self = .name(trimmed)
    }

    public var description: String {
        switch self {
        case .number(let n): DexNumber.format(n)
        case .range(let r): "\(r.lowerBound)-\(r.upperBound)"
        case .name(let name): name
        }
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
