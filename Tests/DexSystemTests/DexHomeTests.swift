import Foundation
import Testing

@testable import DexSystem

@Suite struct DexHomeTests {
    func resolve(_ explicit: String?, _ environment: [String: String]) -> String {
        DexHome.resolve(explicit: explicit, environment: { environment[$0] }).url.path
    }

    @Test func followsTheDocumentedOrder() {
        let all = ["DEX_HOME": "/d", "XDG_DATA_HOME": "/x", "HOME": "/h"]
        #expect(resolve("/flag", all) == "/flag")
        #expect(resolve(nil, all) == "/d")
        #expect(resolve(nil, ["XDG_DATA_HOME": "/x", "HOME": "/h"]) == "/x/dex")
        #expect(resolve(nil, ["HOME": "/h"]) == "/h/.local/share/dex")
    }

    @Test func ignoresEmptyAndRelativeValues() {
        #expect(resolve("", ["DEX_HOME": "", "XDG_DATA_HOME": "relative", "HOME": "/h"]) == "/h/.local/share/dex")
    }

    @Test func placesTheDatabaseAndSpritesInside() {
        let home = DexHome(url: URL(fileURLWithPath: "/data/dex"))
        #expect(home.databaseURL.path == "/data/dex/dex.sqlite")
        #expect(home.spritesURL.path == "/data/dex/sprites")
    }
}
