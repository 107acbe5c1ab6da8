import GeneratorTestSupport
@testable import ItemizeGenerator
import XCTest

/// The distance behind every suggestion: the known typos at their known
/// distances, and the banded table against a plain full one. Release
/// builds once lost these to a miscompile (docs/compiler-workarounds.md);
/// ReleaseParityTests checks the release binary prints the same.
final class SuggestNameTests: XCTestCase {
    private func distance(_ source: String, _ target: String, limit: Int = 3) -> Int {
        editDistance(Array(source.unicodeScalars), Array(target.unicodeScalars), limit: limit)
    }

    func testKnownPairs() {
        let pairs: [(String, String, Int)] = [
            ("idenity", "identity", 1), ("crad", "card", 1), ("veiws", "views", 1), ("feilds", "fields", 1),
            ("nmae", "name", 1), ("cels", "cell", 1), ("item-sturct", "item-struct", 1), ("kitten", "sitting", 3),
            ("card", "card", 0), ("", "abc", 3), ("abc", "", 3), ("ca", "abc", 3),
        ]
        for (source, target, expected) in pairs {
            XCTAssertEqual(distance(source, target), expected, "\(source) -> \(target)")
        }
    }

    func testDistancesAboveTheLimitReadAsOneMore() {
        XCTAssertEqual(distance("kitten", "sitting", limit: 2), 3)
        XCTAssertEqual(distance("a", "abcdef", limit: 1), 2)
        XCTAssertEqual(distance("colour", "identity", limit: 2), 3)
    }

    func testBandedTableMatchesAFullTableOnEveryShortPair() {
        // Every word of up to 5 letters from a 3-letter alphabet against a
        // sample of others: swaps, repeats and long runs all occur.
        let letters: [Unicode.Scalar] = ["a", "b", "c"]
        var words: [[Unicode.Scalar]] = [[]]
        var frontier: [[Unicode.Scalar]] = [[]]
        for _ in 1...5 {
            frontier = frontier.flatMap { word in letters.map { word + [$0] } }
            words += frontier
        }
        var random = SpecFuzzRandom(seed: 30)
        for source in words {
            for _ in 0..<20 {
                let target = words.randomElement(using: &random)!
                for limit in 1...3 {
                    let expected = min(fullTableDistance(source, target), limit + 1)
                    XCTAssertEqual(editDistance(source, target, limit: limit), expected, "\(source) -> \(target), limit \(limit)")
                }
            }
        }
    }

    func testSuggestionsForTheIssuesTypos() {
        XCTAssertEqual(suggestName(for: "veiws", among: ["enum", "views", "items", "sections"]), "views")
        XCTAssertEqual(suggestName(for: "Crad", among: ["Card", "Banner", "Ad"]), "Card")
        XCTAssertEqual(suggestName(for: "item-sturct", among: ["item-struct", "item-enum"]), "item-struct")
    }

    /// A name too far from every candidate still gets the one that starts
    /// with it or has it as a word; several such candidates, or a name of
    /// two letters, get none.
    func testAPrefixOrAWordOfOneCandidateSuggestsIt() {
        let places = ["leadingSwipe", "trailingSwipe", "contextMenu"]
        XCTAssertEqual(suggestName(for: "leading", among: places), "leadingSwipe")
        XCTAssertEqual(suggestName(for: "Trailing", among: places), "trailingSwipe")
        XCTAssertEqual(suggestName(for: "menu", among: places), "contextMenu")
        XCTAssertNil(suggestName(for: "swipe", among: places), "two candidates have the word")
        XCTAssertNil(suggestName(for: "le", among: places), "too short to mean one")
        XCTAssertNil(suggestName(for: "trailer", among: places))
        // A close spelling wins over a word.
        XCTAssertEqual(suggestName(for: "cel", among: ["cell", "tableCell", "collectionCell"]), "cell")
    }

    /// The optimal string alignment distance by the textbook: the whole
    /// table, no band, no limit.
    private func fullTableDistance(_ source: [Unicode.Scalar], _ target: [Unicode.Scalar]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: target.count + 1), count: source.count + 1)
        for sourceIndex in 0...source.count {
            table[sourceIndex][0] = sourceIndex
        }
        for targetIndex in 0...target.count {
            table[0][targetIndex] = targetIndex
        }
        for sourceIndex in source.indices.map({ $0 + 1 }) {
            for targetIndex in target.indices.map({ $0 + 1 }) {
                let isSame = source[sourceIndex - 1] == target[targetIndex - 1]
                var distance = min(
                    table[sourceIndex - 1][targetIndex - 1] + (isSame ? 0 : 1),
                    table[sourceIndex - 1][targetIndex] + 1, table[sourceIndex][targetIndex - 1] + 1)
                if sourceIndex > 1, targetIndex > 1,
                    source[sourceIndex - 1] == target[targetIndex - 2], source[sourceIndex - 2] == target[targetIndex - 1] {
                    distance = min(distance, table[sourceIndex - 2][targetIndex - 2] + 1)
                }
                table[sourceIndex][targetIndex] = distance
            }
        }
        return table[source.count][target.count]
    }
}
