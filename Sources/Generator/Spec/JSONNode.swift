/// One value of a `JSONStorage`, stored flat: what it is, where it is, and
/// spans into the storage's arrays instead of strings and child arrays.
///
/// Positions are 32-bit (the reader refuses files of 2 GiB or more), so a
/// node is 40 bytes: a spec has a value every twenty bytes or so, and the
/// tree of structs, strings and location objects this replaces cost more
/// to build and free than reading the file did.
struct JSONNode: Sendable {
    var kind: JSONValue.Kind
    /// The value of a boolean.
    var isTrue = false
    /// Whether the text of a string is in `JSONStorage.decoded` (it had
    /// escapes) rather than in the file's bytes.
    var isTextDecoded = false
    /// Whether the key of a member is in `JSONStorage.decoded`.
    var isKeyDecoded = false
    /// The 1-based line of the value's first byte.
    var line: Int32 = 0
    /// The 1-based column of the value's first byte, in UTF-8 bytes.
    var column: Int32 = 0
    /// The container holding the value, -1 for the root.
    var parent: Int32
    /// A string's or number's text, or a container's children in
    /// `JSONStorage.children`: where it starts and how long it is.
    var start: Int32 = 0
    var count: Int32 = 0
    /// A member's key text (`keyCount` >= 0), or an element's position in
    /// its array (`keyCount` is -1).
    var keyStart: Int32
    var keyCount: Int32
    /// Where a member's key, its opening quote, is.
    var keyLine: Int32 = 0
    var keyColumn: Int32 = 0

    /// A node whose kind and contents the reader fills in once it has read
    /// them; its path is known from the start, for errors inside it.
    init(parent: Int32, keyStart: Int32, keyCount: Int32) {
        kind = .null
        self.parent = parent
        self.keyStart = keyStart
        self.keyCount = keyCount
    }
}
