/// The Pokémon one way of one place gives (`dex where`).
public struct PlaceGroup: Sendable {
    public var place: String
    /// The encounter method (`walk`, `surf`, `gift`, …); `WayMethod.words` says it.
    public var method: String
    public var pokemon: [(pokemon: Pokemon, way: GameManifest.Way)]

    public init(place: String, method: String, pokemon: [(pokemon: Pokemon, way: GameManifest.Way)]) {
        self.place = place
        self.method = method
        self.pokemon = pokemon
    }
}
