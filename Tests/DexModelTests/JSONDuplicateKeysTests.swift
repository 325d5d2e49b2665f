import Testing

@testable import DexModel

/// A key twice in one JSON object is found, with its path; the same key in different objects is not.
@Suite struct JSONDuplicateKeysTests {
    func first(_ json: String) -> JSONDuplicateKeys.Duplicate? { JSONDuplicateKeys.first(in: Array(json.utf8)) }

    @Test func findsTheSecondKeyOfAnObjectWithItsPath() {
        #expect(first(#"{"a": 1, "a": 2}"#) == .init(path: "a", key: "a"))
        #expect(
            first(#"{"games": [{"slug": "x", "pokemon": [{"n": 1}, {"n": 2, "caught": true, "caught": false}]}]}"#)
                == .init(path: "games[0].pokemon[1].caught", key: "caught"))
        #expect(first(#"{"list": [[], {}, {"k": [1, "}", {"z": null}], "k": 0}]}"#) == .init(path: "list[2].k", key: "k"))
    }

    @Test func keysAreComparedAfterTheirEscapes() {
        #expect(first(#"{"notes": "", "n\u006Ftes": ""}"#) == .init(path: "notes", key: "notes"))
        #expect(first(#"{"\ud83d\ude00": 1, "😀": 2}"#) == .init(path: "😀", key: "😀"))
        #expect(first(#"{"a\"b": 1, "a\\b": 2}"#) == nil)
    }

    @Test func theSameKeyInDifferentObjectsOrAsAValueIsNoDuplicate() {
        #expect(first(#"{"a": {"a": "a"}, "b": [{"a": 1}, {"a": 2}], "c": "a"}"#) == nil)
        #expect(first(#"[1, "x", true, null, {"k": -1.5e3}]"#) == nil)
        #expect(first("") == nil)
        #expect(first("{\"a\": 1, \"a\"") == .init(path: "a", key: "a"))
        #expect(first("{\"a\": \"unclosed") == nil)
    }
}
