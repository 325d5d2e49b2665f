import DexModel

extension ErrorMessage {
    static func words(_ error: ManifestError) -> String {
        switch error {
        case .unknownGame(let slug, let suggestion, let available):
            "no game called '\(slug)' in the manifest\(didYouMean(suggestion)); "
                + (suggestion != nil || available.isEmpty || available.count > 8
                    ? "run 'dex games --available' to list them" : "it has \(available.joined(separator: ", "))")
                + "; for another game, pass your own games.json with --manifest FILE"
        case .invalidManifest(let file, let path, let problem):
            "\(file): \(path): \(problem); fix the manifest and try again"
        case .nameWithNothingToMatch(let file, let path, let name, let isForm):
            "\(file): \(path): '\(name)' has no letter or digit that 'dex mark' can match"
                + (isForm ? "" : " (a-z, 0-9; accents are fine)") + "; fix the manifest and try again"
        case .namesMatchedAlike(let file, let path, let name, let other, let otherPath):
            "\(file): \(path): '\(name)' is matched as the same name as '\(other)' at \(otherPath); 'dex mark' could not tell them apart; fix the manifest and try again"
        case .unreadableManifest(let file, let reason):
            "cannot read manifest \(file): \(reason)"
        }
    }

    static func words(_ error: StarterError) -> String {
        switch error {
        case .starterRequired(let game, let valid):
            "\(game) needs a starter: pass --starter with one of \(valid.joined(separator: ", "))"
        case .invalidStarter(let starter, let game, let valid):
            "'\(starter)' is not a starter in \(game); choose one of \(valid.joined(separator: ", "))"
        case .starterNotOffered(let game):
            "\(game) has no starter choice; drop --starter"
        }
    }

    static func words(_ error: RefError) -> String {
        switch error {
        case .invalidRange(let ref):
            "'\(ref)' is not a valid range; write it as FIRST-LAST with FIRST <= LAST, e.g. 1-9"
        case .sectionWithNationalNumber(let ref):
            "'\(ref)' names a Pokédex section with a national number; write the section's own number with R, e.g. kitakami:R1"
        }
    }

    static func words(_ error: SettingError) -> String {
        switch error {
        case .invalidSettingValue(let key, let value, let expected):
            "'\(value)' is not a valid value for \(key); expected \(expected)"
        case .invalidSpriteURLTemplate(let template, let problem):
            "'\(template)' is not a usable sprite URL template: \(problem); give one like https://host/sprites/{folder}/{sprite}.png"
        }
    }

    static func words(_ error: BackupError) -> String {
        switch error {
        case .unreadable(let file, let reason):
            "cannot read \(file): \(reason)"
        case .invalid(let file, let location, let problem):
            "\(file): \(location): \(problem); nothing was imported"
        case .invalidSetting(let file, let location, let setting):
            "\(file): \(location): \(words(setting)); nothing was imported"
        case .gameNotInManifest(let file, let location, let slug):
            "\(file): \(location): no game '\(slug)' in the manifest; pass --manifest with one that has it; nothing was imported"
        case .newerFormat(let file, let version, let newestReadable):
            "\(file) uses backup format \(version), newer than this dex reads (\(newestReadable)); upgrade dex to import it"
        }
    }
}
