/// What a tracked game lists as its entries: each species (the default, as every game added before forms could be
/// tracked), or each form HOME keeps apart (`dex add-game --forms`), and each sex where they look different
/// (`--genders`). Kept with the game (`games.tracksForms`, `games.tracksGenders`).
public struct EntryKinds: Sendable, Equatable, Hashable {
    public var forms: Bool
    public var genders: Bool

    public init(forms: Bool = false, genders: Bool = false) {
        self.forms = forms
        self.genders = genders
    }

    public static let species = EntryKinds()
}

/// What tells one tracked entry from the others of its game: the national number and the form (PokeAPI's form
/// identifier: `alola`, `b`, `wash`, `female` for a female that looks different; "" for the species' default form,
/// which is every entry of a species-only list).
public struct EntryKey: Sendable, Hashable, CustomStringConvertible {
    public var dexNumber: Int
    public var form: String

    public init(dexNumber: Int, form: String = "") {
        self.dexNumber = dexNumber
        self.form = form
    }

    public static let female = "female"

    /// `#037` or `#037 alola`.
    public var description: String { form.isEmpty ? DexNumber.format(dexNumber) : "\(DexNumber.format(dexNumber)) \(form)" }
}
