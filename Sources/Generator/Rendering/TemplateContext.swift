/// The values templates read, laid out flat: every string of the model as
/// UTF-8 in one byte buffer, every list's elements side by side in one
/// value array, every dictionary's entries side by side in one entry array.
///
/// A value is a kind and two integers, so reading one, copying one or
/// keeping one in a loop's scope retains nothing, where a tree of enum
/// values holding strings, arrays and dictionaries costs a retain and a
/// release at each step of the 100,000 lookups of rendering 1,000 kinds (a
/// third of the renderer's instructions). Made by `TemplateContextBuilder`.
///
/// A class, so that the memory it reads in place is freed once, when the
/// last reference goes; immutable once built.
final class TemplateContext {
    /// What a value is.
    enum Kind: UInt8, Sendable {
        case string
        case bool
        case list
        case dictionary
        /// A non-negative integer printed in decimal: `loop.index` and
        /// `loop.number`, made by the renderer and read as strings.
        case number
    }

    /// One value; `start` and `count` mean what its kind says.
    struct Value: Sendable {
        /// A string's first byte in `bytes`, a list's first element in
        /// `elements`, a dictionary's first entry in `entries`, a boolean
        /// as 0 or 1, a number itself.
        var start: Int32
        /// How many bytes, elements or entries; 0 for a boolean or a number.
        var count: Int32
        /// Last, so that an entry can put its key's length in the bytes
        /// after it.
        var kind: Kind

        /// A value of `kind` whose `start` and `count` mean what `kind` says.
        init(kind: Kind, start: Int32, count: Int32) {
            self.start = start
            self.count = count
            self.kind = kind
        }

        /// Whether `{% if %}` takes its branch: `true`, a non-empty string, a
        /// non-empty list, any dictionary and any number.
        var isTruthy: Bool {
            switch kind {
            case .string, .list: count != 0
            case .bool: start != 0
            case .dictionary, .number: true
            }
        }

        /// The kind of value, for error messages (`a list`).
        var kindDescription: String {
            switch kind {
            case .string, .number: "a string"
            case .bool: "a boolean"
            case .list: "a list"
            case .dictionary: "a dictionary"
            }
        }
    }

    /// One key of a dictionary and its value, the key's name kept in
    /// `bytes`. Entries whose names start at the same byte have the same
    /// name: a key stored once serves every dictionary that has it, and a
    /// render recognises a key it found before by that one integer.
    ///
    /// Laid out in 16 bytes, the length packed after the value: the entries
    /// of 1,000 kinds are the largest part of the context.
    struct Entry: Sendable {
        var value: Value
        /// The name's length in bytes.
        var keyCount: UInt16
        /// The name's first byte in `bytes`.
        var keyStart: Int32
    }

    /// Every string and every key name, as UTF-8.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The elements of every list.
    let elements: UnsafeBufferPointer<Value>
    /// The entries of every dictionary.
    let entries: UnsafeBufferPointer<Entry>
    /// The outermost scope, a dictionary.
    let root: Value
    private let storage: (bytes: FlatBuffer<UInt8>, elements: FlatBuffer<Value>, entries: FlatBuffer<Entry>)

    /// A context over the memory of the three buffers, which it frees.
    init(bytes: FlatBuffer<UInt8>, elements: FlatBuffer<Value>, entries: FlatBuffer<Entry>, root: Value) {
        self.bytes = bytes.elements
        self.elements = elements.elements
        self.entries = entries.elements
        self.root = root
        storage = (bytes, elements, entries)
    }

    deinit {
        storage.bytes.deallocate()
        storage.elements.deallocate()
        storage.entries.deallocate()
    }

    /// The names of the dictionary `value`, in the order given; for
    /// suggestions in error messages.
    func keyNames(of value: Value) -> [String] {
        precondition(value.kind == .dictionary)
        return entries[Int(value.start)..<Int(value.start + value.count)].map { entry in
            String(decoding: bytes[Int(entry.keyStart)..<Int(entry.keyStart) + Int(entry.keyCount)], as: UTF8.self)
        }
    }
}
