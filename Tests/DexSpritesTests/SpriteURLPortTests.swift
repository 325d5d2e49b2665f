import Testing

@testable import DexModel
@testable import DexSprites

/// A sprite URL template's port must be one a connection can use.
@Suite struct SpriteURLPortTests {
    @Test(arguments: [
        "http://host:99999/{sprite}.png", "http://host:0/{sprite}.png", "http://host:/{sprite}.png",
        "http://host:80a/{sprite}.png", "http://[::1]:65536/{sprite}.png", "https://user:pw@host:-1/{sprite}.png",
        "http://host:{generation}/{sprite}.png",
    ])
    func refusesAPortOutsideOneTo65535(template: String) {
        #expect(throws: SettingError.self) { try SpriteURLTemplate.validate(template) }
    }

    @Test func namesThePortInTheError() {
        #expect(
            throws: SettingError.invalidSpriteURLTemplate(
                "http://h:99999/{sprite}", problem: "the port '99999' is not a number from 1 to 65535")
        ) {
            try SpriteURLTemplate.validate("http://h:99999/{sprite}")
        }
    }

    @Test(arguments: [
        "http://127.0.0.1:8080/{sprite}.png", "https://host:65535/{sprite}.png", "http://host:1/{sprite}",
        "http://[::1]:8080/{generation}/{sprite}.png", "http://[::1]/{sprite}", "https://user:secret@host/{sprite}",
        "https://host?x={sprite}",
    ])
    func acceptsValidPorts(template: String) throws {
        #expect(try SpriteURLTemplate.validate(template) == template)
    }
}
