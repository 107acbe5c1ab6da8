/// The keys one kind of object may have, in the order messages and
/// suggestions list them, matched against a member's key on the file's
/// bytes: comparing each key as a String cost 600 instructions an object.
///
/// A class: every object of a spec holds its kind's list, and holding it
/// retains one reference rather than the four arrays of names and words.
final class SpecKeyList: Sendable {
    /// The keys, as listed.
    let names: [String]
    private let words: ASCIIWordSet

    /// - Parameter names: ASCII keys of at most `ASCIIWordSet.maximumLength` bytes.
    init(_ names: [String]) {
        self.names = names
        words = ASCIIWordSet(names)
    }

    /// The position in `names` of the key whose UTF-8 is `bytes`, if any.
    func position(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        words.position(of: bytes)
    }
}
