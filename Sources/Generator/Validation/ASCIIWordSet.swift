/// A fixed set of short ASCII words, such as Swift's keywords, looked up on
/// a name's bytes.
///
/// A `Set<String>` hashed every name validation and translation checked,
/// several times per field: a spec of 1,000 kinds spent more in Hasher than
/// in reading the file. A name here is packed into three integers and
/// compared with the few words of its length.
struct ASCIIWordSet: Sendable {
    /// The longest word a set can hold.
    static let maximumLength = 24

    /// The words, packed, shortest first.
    private let words: [PackedWord]
    /// Where the words of each length start in `words`, at the length; the
    /// last entry is the end.
    private let lengthStarts: [Int]

    /// - Parameter words: ASCII words of 1 to `maximumLength` bytes.
    init(_ words: [String]) {
        let sorted = words.map { Array($0.utf8) }.sorted { $0.count < $1.count }
        precondition(
            sorted.allSatisfy { (1...Self.maximumLength).contains($0.count) && $0.allSatisfy { $0 < 0x80 } },
            "not short ASCII words: \(words)"
        )
        self.words = sorted.map { $0.withUnsafeBufferPointer(PackedWord.init) }
        lengthStarts = (0...(Self.maximumLength + 1)).map { length in
            sorted.firstIndex { $0.count >= length } ?? sorted.count
        }
    }

    /// Whether the UTF-8 `bytes` are one of the words.
    func contains(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count <= Self.maximumLength else {
            return false
        }
        let candidates = lengthStarts[bytes.count]..<lengthStarts[bytes.count + 1]
        if candidates.isEmpty {
            return false
        }
        let packed = PackedWord(bytes)
        return words[candidates].contains(packed)
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
        withUnsafeMutableBytes(of: &self) { storage in
            storage.copyMemory(from: UnsafeRawBufferPointer(bytes))
        }
    }
}
