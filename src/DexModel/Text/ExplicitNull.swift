/// An optional that is encoded as `null` when it is nil, where a synthesized `Encodable` would leave its key out:
/// scripts reading `--json` output or a backup find every documented key, always.
///
/// ```swift
/// struct GameJSON: Encodable { var slug: String; @ExplicitNull var starter: String? }   // {"slug": "yellow", "starter": null}
/// ```
@propertyWrapper
public struct ExplicitNull<Wrapped: Codable & Sendable>: Codable, Sendable {
    public var wrappedValue: Wrapped?

    public init(wrappedValue: Wrapped?) { self.wrappedValue = wrappedValue }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        wrappedValue = container.decodeNil() ? nil : try container.decode(Wrapped.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let wrappedValue { try container.encode(wrappedValue) } else { try container.encodeNil() }
    }
}

extension ExplicitNull: Equatable where Wrapped: Equatable {}

extension KeyedDecodingContainer {
    /// Lets a key that is missing decode as nil, as it would for a plain optional: synthesized `Decodable`
    /// code calls `decode(_:forKey:)` for a wrapped property, and this more specific overload is chosen.
    public func decode<Wrapped>(_: ExplicitNull<Wrapped>.Type, forKey key: Key) throws -> ExplicitNull<Wrapped> {
        ExplicitNull(wrappedValue: try decodeIfPresent(Wrapped.self, forKey: key))
    }
}
