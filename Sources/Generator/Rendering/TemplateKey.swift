/// A name looked up in a `TemplateDictionary`, with a hash computed once
/// when the key is made.
///
/// Template paths are parsed once and rendered thousands of times, so
/// their keys are hashed at parse time; a lookup then compares integers
/// and checks the name only on a match.
struct TemplateKey: Equatable, Sendable {
    /// The name as written.
    let name: String
    /// FNV-1a of the name's UTF-8: cheap, and good enough to tell apart the
    /// few keys of one dictionary; equal names always have equal hashes.
    let hash: UInt64

    init(_ name: String) {
        self.name = name
        // `withUTF8` reads the bytes in place; iterating `utf8` cost three
        // times as much.
        var text = name
        hash = text.withUTF8 { bytes in
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325
            for byte in bytes {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            }
            return hash
        }
    }

    static func == (left: TemplateKey, right: TemplateKey) -> Bool {
        left.hash == right.hash && left.name == right.name
    }
}
