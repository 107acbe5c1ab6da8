/// A fast 128-bit hash of a sequence of byte strings, for telling whether
/// the inputs of a generated file changed; not cryptographic (the output
/// cache guards against accidents, not against someone forging inputs).
///
/// Two independent 64-bit lanes, each an xxHash64-style round per 8-byte
/// word, so a spec of megabytes hashes in about a millisecond. Each
/// `combine` hashes its length too, so `["ab", "c"]` and `["a", "bc"]`
/// differ. The hasher is a value: hash what every spec of a run shares
/// once, then copy it per spec.
struct ContentHasher: Sendable {
    private var first: UInt64 = 0x243F_6A88_85A3_08D3
    private var second: UInt64 = 0x1319_8A2E_0370_7344
    private var count: UInt64 = 0

    private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
    private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9
    private static let prime4: UInt64 = 0x85EB_CA77_C2B2_AE63

    /// Hashes `bytes` and their length.
    mutating func combine(_ bytes: UnsafeRawBufferPointer) {
        mix(UInt64(bytes.count))
        var offset = 0
        while offset + 8 <= bytes.count {
            mix(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            offset += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < bytes.count {
            tail |= UInt64(bytes[offset]) << shift
            shift += 8
            offset += 1
        }
        mix(tail)
    }

    /// Hashes `bytes` and their length.
    mutating func combine(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { combine($0) }
    }

    /// Hashes the UTF-8 of `text` and its length.
    mutating func combine(_ text: String) {
        var text = text
        text.withUTF8 { combine(UnsafeRawBufferPointer($0)) }
    }

    /// Hashes one number.
    mutating func combine(_ value: UInt64) {
        mix(value)
    }

    /// The hash so far, as 32 lowercase hexadecimal digits.
    var digest: String {
        let high = Self.avalanche(first ^ (count &* Self.prime3))
        let low = Self.avalanche(second &+ Self.avalanche(high) ^ count)
        return Self.hex(high) + Self.hex(low)
    }

    private mutating func mix(_ word: UInt64) {
        first = Self.rotate(first &+ word &* Self.prime2, by: 31) &* Self.prime1
        second = Self.rotate(second ^ (word &* Self.prime4), by: 27) &* Self.prime3 &+ Self.prime2
        count &+= 1
    }

    private static func rotate(_ value: UInt64, by amount: UInt64) -> UInt64 {
        (value << amount) | (value >> (64 - amount))
    }

    /// xxHash64's final mix: every input bit flips each output bit with
    /// probability about one half.
    private static func avalanche(_ value: UInt64) -> UInt64 {
        var value = value
        value ^= value >> 33
        value &*= prime2
        value ^= value >> 29
        value &*= prime3
        value ^= value >> 32
        return value
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
