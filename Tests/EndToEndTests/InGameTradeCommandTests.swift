import DexTestSupport
import Foundation
import Testing

/// An in-game trade says where it is and what it asks for, in the games whose trades the tables leave unsaid (Sun)
/// or leave out (Brilliant Diamond), run as a user runs `dex show` and `dex where`.
@Suite(.tags(.endToEnd)) struct InGameTradeCommandTests {
    let dex: DexProcess

    init() throws {
        dex = try DexProcess(manifest: nil)
    }

    @Test func showNamesWhatABrilliantDiamondTradeAsksFor() async throws {
        try await dex.succeed(["add-game", "brilliant-diamond", "--starter", "turtwig", "--no-sprites"])
        let chatot = try await dex.succeed(["show", "chatot", "--no-sprite"])
        #expect(chatot.contains("In-game trade: Eterna City (give Buizel)"), "\(chatot)")
        let eterna = try await dex.succeed(["where", "eterna city"])
        #expect(eterna.contains("Eterna City · in-game trade"), "\(eterna)")
        #expect(eterna.contains("Chatot"), "\(eterna)")
    }

    @Test func showNamesWhatASunTradeAsksFor() async throws {
        try await dex.succeed(["add-game", "sun", "--starter", "rowlet", "--no-sprites"])
        let machop = try await dex.succeed(["show", "machop", "--no-sprite"])
        #expect(machop.contains("In-game trade: Route 2 (give Spearow)"), "\(machop)")
    }
}
