@testable import ItemizeGenerator
import XCTest

/// The word sets that keywords, reserved names and spec keys are checked
/// against: a word is found whatever its length and only as itself, on a
/// String and on bytes alike.
final class ASCIIWordSetTests: XCTestCase {
    /// Listed out of length order, so that a position is not the order the
    /// set keeps its words in.
    private let words = [
        "abcdefghijklmnopqrstuvwx", // 24: the last byte of the third integer
        "abcdefgh", // 8: fills the first integer
        "x", // 1
        "abcdefghijklmnop", // 16: fills the second integer
        "abcdefghi", // 9: one byte into the second integer
        "abcdefghijklmnopq", // 17: one byte into the third integer
        "in",
        "init",
        "self",
        "selfish",
    ]

    func testEveryWordIsFoundAtItsPositionOnBytesAndOnString() {
        let set = ASCIIWordSet(words)
        for (position, word) in words.enumerated() {
            XCTAssertTrue(set.contains(word), word)
            XCTAssertTrue(contains(word, in: set), word)
            XCTAssertEqual(self.position(of: word, in: set), position, word)
        }
    }

    func testAWordDifferingInAnyOneByteIsNotFound() {
        let set = ASCIIWordSet(words)
        for word in words {
            let bytes = Array(word.utf8)
            for index in bytes.indices {
                var changed = bytes
                changed[index] = changed[index] == UInt8(ascii: "z") ? UInt8(ascii: "y") : UInt8(ascii: "z")
                let other = String(decoding: changed, as: UTF8.self)
                XCTAssertFalse(set.contains(other), other)
                XCTAssertFalse(contains(other, in: set), other)
                XCTAssertNil(position(of: other, in: set), other)
            }
        }
    }

    func testPrefixesAndExtensionsOfAWordAreNotFoundUnlessListed() {
        let set = ASCIIWordSet(words)
        XCTAssertTrue(set.contains("in"))
        XCTAssertTrue(set.contains("init"))
        XCTAssertEqual(position(of: "in", in: set), 6)
        XCTAssertEqual(position(of: "init", in: set), 7)
        XCTAssertEqual(position(of: "self", in: set), 8)
        XCTAssertEqual(position(of: "selfish", in: set), 9)
        for other in ["i", "ini", "inits", "sel", "selfi", "selfishly", "abcdefg", "abcdefghij", "abcdefghijklmno", "abcdefghijklmnopqr"] {
            XCTAssertFalse(set.contains(other), other)
            XCTAssertFalse(contains(other, in: set), other)
        }
    }

    func testTrailingZeroBytesDoNotMatchTheShorterWord() {
        // Words are zero-padded when packed, so only the length tells
        // `self` from `self` followed by a NUL.
        let set = ASCIIWordSet(words)
        for word in ["self\u{0}", "x\u{0}", "abcdefgh\u{0}", "abcdefghijklmnop\u{0}\u{0}"] {
            XCTAssertFalse(set.contains(word), word.debugDescription)
            XCTAssertNil(position(of: word, in: set), word.debugDescription)
        }
    }

    func testEmptyAndOverlongInputIsNotFound() {
        let set = ASCIIWordSet(words)
        XCTAssertFalse(set.contains(""))
        XCTAssertNil(position(of: "", in: set))
        let overlong = "abcdefghijklmnopqrstuvwxy"
        XCTAssertEqual(overlong.utf8.count, ASCIIWordSet.maximumLength + 1)
        XCTAssertFalse(set.contains(overlong))
        XCTAssertFalse(set.contains(overlong + overlong))
        XCTAssertNil(position(of: overlong, in: set))
    }

    func testNonASCIIInputNeverMatches() {
        let set = ASCIIWordSet(words + ["caf", "na"])
        for other in ["café", "cafe\u{301}", "naïve", "selfé", "ｓｅｌｆ", "日本", "é", "x\u{301}", "\u{FEFF}self"] {
            XCTAssertFalse(set.contains(other), other)
            XCTAssertFalse(contains(other, in: set), other)
            XCTAssertNil(position(of: other, in: set), other)
        }
        // Lone bytes with the high bit set, which no String holds.
        for byte in [UInt8(0x80), 0xC3, 0xE9, 0xFF] {
            XCTAssertFalse([byte].withUnsafeBufferPointer(set.contains), "\(byte)")
            XCTAssertFalse([UInt8(ascii: "x"), byte].withUnsafeBufferPointer(set.contains), "\(byte)")
        }
    }

    func testManyWordsOfOneLengthAreEachFound() {
        let same = (1_000..<1_200).map { "word\($0)" }
        let set = ASCIIWordSet(same)
        for (position, word) in same.enumerated() {
            XCTAssertEqual(self.position(of: word, in: set), position, word)
        }
        XCTAssertFalse(set.contains("word1200"))
        XCTAssertFalse(set.contains("word0999"))
    }

    private func contains(_ word: String, in set: ASCIIWordSet) -> Bool {
        Array(word.utf8).withUnsafeBufferPointer(set.contains)
    }

    private func position(of word: String, in set: ASCIIWordSet) -> Int? {
        Array(word.utf8).withUnsafeBufferPointer(set.position)
    }
}
