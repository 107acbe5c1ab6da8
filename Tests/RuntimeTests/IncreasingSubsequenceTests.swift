import XCTest

// Testable for the diff's internal longest-increasing-subsequence search.
@testable import ItemizeRuntime

/// The subsequence that decides which items stay: checked against a plain
/// quadratic search on inputs long enough for its four-way steps.
final class IncreasingSubsequenceTests: XCTestCase {
    /// The length of a longest strictly increasing subsequence of the
    /// non-negative values, by dynamic programming.
    private func longestLength(_ values: [Int32]) -> Int {
        var lengths = [Int](repeating: 0, count: values.count)
        for index in values.indices where values[index] >= 0 {
            lengths[index] = 1
            for before in 0..<index where values[before] >= 0 && values[before] < values[index] {
                lengths[index] = max(lengths[index], lengths[before] + 1)
            }
        }
        return lengths.max() ?? 0
    }

    func testMembersAreALongestIncreasingSubsequence() {
        var generator = SplitMix64(seed: 0x115)
        for round in 0..<400 {
            let count = Int.random(in: 0...300, using: &generator)
            // Shuffled, nearly sorted, with gaps (-1) and repeated values.
            let values: [Int32] = (0..<count).map { index in
                switch round % 4 {
                case 0: return Int32.random(in: 0..<Int32(max(count, 1)), using: &generator)
                case 1: return Int.random(in: 0..<10, using: &generator) == 0 ? Int32.random(in: -1..<Int32(count + 1), using: &generator) : Int32(index)
                case 2: return Int.random(in: 0..<3, using: &generator) == 0 ? -1 : Int32.random(in: 0..<40, using: &generator)
                default: return Int32(count - index)
                }
            }
            let offset = round % 3
            let padded = [Int32](repeating: 5, count: offset) + values
            let (members, others) = increasingSubsequenceMembers(padded, in: offset..<padded.count)
            let chosen = values.indices.filter { members[$0] }.map { values[$0] }
            let context = "round \(round): \(values)"
            XCTAssertTrue(chosen.allSatisfy { $0 >= 0 }, context)
            XCTAssertTrue(zip(chosen, chosen.dropFirst()).allSatisfy { $0 < $1 }, context)
            XCTAssertEqual(chosen.count, longestLength(values), context)
            XCTAssertEqual(others, values.filter { $0 >= 0 }.count - chosen.count, context)
        }
    }
}
