import DexModel

/// Reads one game of the bundled manifest straight from its line's JSON into a `GameManifest.Entry`, for `add-game`:
/// JSONDecoder's keyed and unkeyed containers cost most of adding a game with thousands of ways (Sword: 7,600). Nil for
/// anything it does not expect (a missing field, a wrong type); the caller then decodes with JSONDecoder, which names
/// the fault. Unknown keys are skipped, as JSONDecoder skips them.
struct ManifestGameParser {
    private var reader: ManifestJSONReader
    /// Whether the Pokémon's `forms` are read or skipped (a game tracked without forms: a tenth of Sword's line).
    private var readingForms = true
    /// Whether each list of ways is read straight into the text the `ways` column keeps (`storedWays`, in place of
    /// `ways`), for a game about to be tracked: a `Way` for each of Sword's 7,600 ways, its strings and their
    /// encoding cost a quarter of adding the game.
    private var waysAsStored = false

    static func entry(
        from bytes: UnsafeBufferPointer<UInt8>, readingForms: Bool = true, waysAsStored: Bool = false
    ) -> GameManifest.Entry? {
        var parser = ManifestGameParser(
            reader: ManifestJSONReader(bytes: bytes), readingForms: readingForms, waysAsStored: waysAsStored)
        guard let entry = parser.entry() else { return nil }
        parser.reader.skipSpace()
        return parser.reader.isAtEnd ? entry : nil
    }

    private mutating func entry() -> GameManifest.Entry? {
        let readingForms = self.readingForms, waysAsStored = self.waysAsStored
        var slug: String?, name: String?, generation: Int?, spriteFolder: String?, hasStarterChoice: Bool?
        var availableStarters: [String]?, pokemon: [GameManifest.PokemonEntry]?
        var regionalDex: String?, regionalDexSections: [String]?, choiceGroups: [GameManifest.ChoiceGroup]?
        guard
            reader.object({ reader, key in
                switch key {
                case "slug": slug = reader.string(); return slug != nil
                case "name": name = reader.string(); return name != nil
                case "generation": generation = reader.int(); return generation != nil
                case "spriteGeneration": spriteFolder = reader.string(); return spriteFolder != nil
                case "hasStarterChoice": hasStarterChoice = reader.bool(); return hasStarterChoice != nil
                case "availableStarters": availableStarters = Self.strings(&reader); return availableStarters != nil
                case "regionalDex": return Self.optional(&reader, into: &regionalDex) { $0.string() }
                case "regionalDexSections": return Self.optional(&reader, into: &regionalDexSections) { Self.strings(&$0) }
                case "choiceGroups": return Self.optional(&reader, into: &choiceGroups) { Self.list(&$0, Self.choiceGroup) }
                case "pokemon":
                    pokemon = Self.list(&reader) {
                        Self.pokemon(&$0, readingForms: readingForms, waysAsStored: waysAsStored)
                    }
                    return pokemon != nil
                default: return reader.skipValue()
                }
            }), let slug, let name, let generation, let spriteFolder, let hasStarterChoice, let availableStarters,
            let pokemon
        else { return nil }
        var entry = GameManifest.Entry(slug: slug, name: name, generation: generation, spriteFolder: spriteFolder)
        entry.hasStarterChoice = hasStarterChoice
        entry.availableStarters = availableStarters
        entry.regionalDex = regionalDex
        entry.regionalDexSections = regionalDexSections
        entry.pokemon = pokemon
        entry.choiceGroups = choiceGroups
        return entry
    }

    private static func pokemon(
        _ reader: inout ManifestJSONReader, readingForms: Bool, waysAsStored: Bool
    ) -> GameManifest.PokemonEntry? {
        var dexNumber: Int?, name: String?, notes: String?, spriteSlug: String?, excluded: [String]?
        var regionalNumber: Int?, regionalDex: String?, spriteFolders: [String]?, ways: [GameManifest.Way]?
        var storedWays: String?
        var availability: String?, forms: [GameManifest.FormEntry]?, genderDifferences: Bool?, shinyLocked: Bool?
        var sectionNumbers: [String: Int]?
        guard
            reader.object({ reader, key in
                switch key {
                case "dexNumber": dexNumber = reader.int(); return dexNumber != nil
                case "name": name = reader.string(); return name != nil
                case "notes": notes = reader.string(); return notes != nil
                case "spriteSlug": spriteSlug = reader.string(); return spriteSlug != nil
                case "excludedForStarters": excluded = strings(&reader); return excluded != nil
                case "regionalNumber": return optional(&reader, into: &regionalNumber) { $0.int() }
                case "regionalDex": return optional(&reader, into: &regionalDex) { $0.string() }
                case "sectionNumbers": return optional(&reader, into: &sectionNumbers) { numbersBySection(&$0) }
                case "spriteFolders": return optional(&reader, into: &spriteFolders) { strings(&$0) }
                case "ways" where waysAsStored: return optional(&reader, into: &storedWays) { stored(&$0) }
                case "ways": return optional(&reader, into: &ways) { list(&$0, way) }
                case "availability": return optional(&reader, into: &availability) { $0.string() }
                case "forms":
                    guard readingForms else { return reader.skipValue() }
                    return optional(&reader, into: &forms) { list(&$0) { form(&$0, waysAsStored: waysAsStored) } }
                case "genderDifferences": return optional(&reader, into: &genderDifferences) { $0.bool() }
                case "shinyLocked": return optional(&reader, into: &shinyLocked) { $0.bool() }
                default: return reader.skipValue()
                }
            }), let dexNumber, let name, let notes, let spriteSlug, let excluded
        else { return nil }
        var entry = GameManifest.PokemonEntry(dexNumber: dexNumber, name: name, spriteSlug: spriteSlug)
        entry.notes = notes
        entry.excludedForStarters = excluded
        entry.regionalNumber = regionalNumber
        entry.regionalDex = regionalDex
        entry.sectionNumbers = sectionNumbers
        entry.spriteFolders = spriteFolders
        entry.ways = ways
        entry.storedWays = storedWays
        entry.availability = availability
        entry.forms = forms
        entry.genderDifferences = genderDifferences
        entry.shinyLocked = shinyLocked
        return entry
    }

    private static func form(_ reader: inout ManifestJSONReader, waysAsStored: Bool) -> GameManifest.FormEntry? {
        var form: String?, name: String?, spriteSlug: String?, notes: String?, ways: [GameManifest.Way]?
        var storedWays: String?, availability: String?
        guard
            reader.object({ reader, key in
                switch key {
                case "form": form = reader.string(); return form != nil
                case "name": name = reader.string(); return name != nil
                case "spriteSlug": spriteSlug = reader.string(); return spriteSlug != nil
                case "notes": return optional(&reader, into: &notes) { $0.string() }
                case "ways" where waysAsStored: return optional(&reader, into: &storedWays) { stored(&$0) }
                case "ways": return optional(&reader, into: &ways) { list(&$0, way) }
                case "availability": return optional(&reader, into: &availability) { $0.string() }
                default: return reader.skipValue()
                }
            }), let form, let name, let spriteSlug
        else { return nil }
        var entry = GameManifest.FormEntry(form: form, name: name, spriteSlug: spriteSlug)
        entry.notes = notes
        entry.ways = ways
        entry.storedWays = storedWays
        entry.availability = availability
        return entry
    }

    /// `[method, place or null, text]`, and a correction's `source` as a fourth element (`GameManifest.Way`).
    private static func way(_ reader: inout ManifestJSONReader) -> GameManifest.Way? {
        // Four locals rather than an array of fields: a game has thousands of ways.
        var count = 0
        var method: String?, place: String?, text: String?, source: String?
        guard
            reader.array({ reader in
                count += 1
                switch count {
                case 1: method = reader.string(); return method != nil
                case 2:
                    if reader.null() { return true }
                    place = reader.string()
                    return place != nil
                case 3: text = reader.string(); return text != nil
                case 4: source = reader.string(); return source != nil
                default: return false
                }
            }), count >= 3, let method, let text
        else { return nil }
        var way = GameManifest.Way(method: method, text: text)
        way.place = place
        way.source = source
        return way
    }

    /// A list of ways as `StoredWays` keeps it, each field's bytes copied from the JSON as they are when they can be
    /// (`StoredWays.Builder`); a way is read as `way(_:)` reads it, its `source` checked and left out.
    private static func stored(_ reader: inout ManifestJSONReader) -> String? {
        var text = StoredWays.Builder()
        let read = reader.array { reader in
            var count = 0
            let read = reader.array { reader in
                count += 1
                switch count {
                case 1, 3: return field(&reader, into: &text)
                case 2:
                    if reader.null() { text.add(field: "") } else { return field(&reader, into: &text) }
                    return true
                case 4: return reader.string() != nil
                default: return false
                }
            }
            return read && count >= 3
        }
        return read ? text.text : nil
    }

    private static func field(_ reader: inout ManifestJSONReader, into text: inout StoredWays.Builder) -> Bool {
        if let utf8 = reader.plainString() {
            text.add(field: utf8)
            return true
        }
        guard let field = reader.string() else { return false }
        text.add(field: field)
        return true
    }

    private static func choiceGroup(_ reader: inout ManifestJSONReader) -> GameManifest.ChoiceGroup? {
        var name: String?, options: [GameManifest.ChoiceGroup.Option]?, source: String?
        guard
            reader.object({ reader, key in
                switch key {
                case "name": name = reader.string(); return name != nil
                case "source": return optional(&reader, into: &source) { $0.string() }
                case "options": options = list(&reader, option); return options != nil
                default: return reader.skipValue()
                }
            }), let name, let options
        else { return nil }
        return GameManifest.ChoiceGroup(name: name, options: options, source: source)
    }

    private static func option(_ reader: inout ManifestJSONReader) -> GameManifest.ChoiceGroup.Option? {
        var dexNumber: Int?, rulesOut: [Int]?
        guard
            reader.object({ reader, key in
                switch key {
                case "dexNumber": dexNumber = reader.int(); return dexNumber != nil
                case "rulesOut": rulesOut = list(&reader) { $0.int() }; return rulesOut != nil
                default: return reader.skipValue()
                }
            }), let dexNumber, let rulesOut
        else { return nil }
        return GameManifest.ChoiceGroup.Option(dexNumber: dexNumber, rulesOut: rulesOut)
    }

    private static func strings(_ reader: inout ManifestJSONReader) -> [String]? { list(&reader) { $0.string() } }

    /// `{"kitakami": 12, …}`: a Pokémon's numbers in its game's later sections.
    private static func numbersBySection(_ reader: inout ManifestJSONReader) -> [String: Int]? {
        var numbers: [String: Int] = [:]
        let read = reader.object { reader, section in
            guard let number = reader.int() else { return false }
            numbers[section] = number
            return true
        }
        return read ? numbers : nil
    }

    private static func list<T>(_ reader: inout ManifestJSONReader, _ element: (inout ManifestJSONReader) -> T?) -> [T]? {
        var values: [T] = []
        let read = reader.array { reader in
            guard let value = element(&reader) else { return false }
            values.append(value)
            return true
        }
        return read ? values : nil
    }

    /// An optional field: `null`, or a value `read` reads.
    private static func optional<T>(
        _ reader: inout ManifestJSONReader, into value: inout T?,
        _ read: (inout ManifestJSONReader) -> T?
    ) -> Bool {
        if reader.null() {
            value = nil
            return true
        }
        value = read(&reader)
        return value != nil
    }
}
