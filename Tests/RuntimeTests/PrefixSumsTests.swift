@testable import ItemizeRuntime
import XCTest

final class PrefixSumsTests: XCTestCase {
    func testPrefixesMatchPlainSumsAfterRandomChanges() {
        var random = SplitMix64(seed: 0xF3)
        for _ in 0..<200 {
            var counts = (0..<Int.random(in: 0...40, using: &random)).map { _ in Int.random(in: 0...5, using: &random) }
            var sums = PrefixSums(counts)
            for _ in 0..<20 where !counts.isEmpty {
                let index = Int.random(in: counts.indices, using: &random)
                let delta = Int.random(in: -3...3, using: &random)
                counts[index] += delta
                sums.add(delta, at: index)
            }
            for count in 0...counts.count {
                XCTAssertEqual(sums.prefix(count), counts.prefix(count).reduce(0, +))
            }
            XCTAssertEqual(sums.total, counts.reduce(0, +))
        }
    }
}
