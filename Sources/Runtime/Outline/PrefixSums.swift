/// Counts that change one at a time and are summed over any prefix, both
/// in O(log n): a Fenwick tree. An outline keeps one per parent, over the
/// rows each child takes, so that a row's index is found without counting
/// the rows above it one by one.
@usableFromInline internal struct PrefixSums: Sendable {
    /// `sums[i]` holds the sum of the counts in `(i & (i + 1))...i`.
    @usableFromInline internal var sums: [Int]
    /// The sum of all counts.
    @usableFromInline internal private(set) var total: Int

    /// Sums over `counts`.
    ///
    /// - Complexity: O(n).
    @inlinable internal init(_ counts: [Int]) {
        sums = counts
        total = 0
        for index in sums.indices {
            total += counts[index]
            let next = index | (index + 1)
            if next < sums.count { sums[next] += sums[index] }
        }
    }

    /// The sum of the first `count` counts.
    ///
    /// - Complexity: O(log n).
    @inlinable internal func prefix(_ count: Int) -> Int {
        var sum = 0
        var end = count
        while end > 0 {
            sum += sums[end - 1]
            end &= end - 1
        }
        return sum
    }

    /// Adds `delta` to the count at `index`.
    ///
    /// - Complexity: O(log n).
    @inlinable internal mutating func add(_ delta: Int, at index: Int) {
        total += delta
        var position = index
        while position < sums.count {
            sums[position] += delta
            position |= position + 1
        }
    }
}
