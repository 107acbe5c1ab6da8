/// A fixed set of short ASCII words, such as Swift's keywords, looked up on
/// a name's bytes.
///
/// A name is packed into three integers and compared with the few words of
/// its length, without hashing: with `Set<String>`, a spec of 1,000 kinds
/// spent more in Hasher than in reading the file.
///
/// A class: the sets are shared constants, and holding or reading one
/// retains one reference instead of its three arrays.
final class ASCIIWordSet: Sendable {
    /// The longest word a set can hold.
    static let maximumLength = 24

    /// The words, packed, shortest first.
    private let words: [PackedWord]
    /// The position of each of `words` in the list the set was made from.
    private let positions: [Int]
    /// Where the words of each length start in `words`, at the length; the
    /// last entry is the end.
    private let lengthStarts: [Int]

    /// - Parameter words: ASCII words of 1 to `maximumLength` bytes.
    init(_ words: [String]) {
        let listed = words.map { Array($0.utf8) }
        precondition(
            listed.allSatisfy { (1...Self.maximumLength).contains($0.count) && $0.allSatisfy { $0 < 0x80 } },
            "not short ASCII words: \(words)"
        )
        positions = listed.indices.sorted { listed[$0].count < listed[$1].count }
        let sorted = positions.map { listed[$0] }
        self.words = sorted.map { $0.withUnsafeBufferPointer(PackedWord.init) }
        lengthStarts = (0...(Self.maximumLength + 1)).map { length in
            sorted.firstIndex { $0.count >= length } ?? sorted.count
        }
    }

    /// Whether the UTF-8 `bytes` are one of the words.
    func contains(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        position(of: bytes) != nil
    }

    /// Where the word whose UTF-8 is `bytes` is in the list the set was
    /// made from, if it is one of the words.
    func position(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard bytes.count <= Self.maximumLength else {
            return nil
        }
        // Read through buffers: indexing the arrays and slicing them
        // retained them on every call, more than the comparisons cost.
        return lengthStarts.withUnsafeBufferPointer { lengthStarts in
            let candidates = lengthStarts[bytes.count]..<lengthStarts[bytes.count + 1]
            if candidates.isEmpty {
                return nil
            }
            let packed = PackedWord(bytes)
            return words.withUnsafeBufferPointer { words in
                candidates.first { words[$0] == packed }.map { positions[$0] }
            }
        }
    }

    /// Whether `name` is one of the words.
    func contains(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { contains($0) }
    }
}

/// Up to 24 bytes, zero-padded, as three integers: comparing them is
/// comparing the words.
private struct PackedWord: Equatable, Sendable {
    var first: UInt64 = 0
    var second: UInt64 = 0
    var third: UInt64 = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        // One copy of at most 24 bytes: shifting them in one at a time cost
        // three times as much.
        withUnsafeMutableBytes(of: &self) { storage in
            storage.copyMemory(from: UnsafeRawBufferPointer(bytes))
        }
    }
}
