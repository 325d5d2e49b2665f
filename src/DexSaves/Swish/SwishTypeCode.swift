/// How a Switch save's block stores its value: a flag with no bytes, an object of any length, an array of one
/// scalar type, or a single scalar.
public enum SwishTypeCode: UInt8, Sendable {
    case bool1 = 1
    case bool2 = 2
    case bool3 = 3
    case object = 4
    case array = 5
    case uint8 = 8
    case uint16 = 9
    case uint32 = 10
    case uint64 = 11
    case int8 = 12
    case int16 = 13
    case int32 = 14
    case int64 = 15
    case float = 16
    case double = 17

    /// The bytes one value of this type takes; nil for the types whose length the block states.
    var scalarSize: Int? {
        switch self {
        case .bool1, .bool2, .object, .array: nil
        case .bool3, .uint8, .int8: 1
        case .uint16, .int16: 2
        case .uint32, .int32, .float: 4
        case .uint64, .int64, .double: 8
        }
    }
}
