/// The keys of a `TemplateValue.dictionary` and their values, in the order
/// given.
///
/// A key is found by comparing it with each key in turn: a model's
/// dictionaries hold a dozen keys at most, and a template looks a key up
/// for most of what it writes, so comparing a few short names, which costs
/// less than hashing one, is the faster way and needs no hash table.
struct TemplateDictionary: Sendable, ExpressibleByDictionaryLiteral {
    /// A key and its value.
    ///
    /// A struct rather than a tuple: an array of tuples is destroyed
    /// through the runtime's generic tuple code, element by element.
    struct Entry: Sendable {
        let name: String
        let value: TemplateValue

        init(_ name: String, _ value: TemplateValue) {
            self.name = name
            self.value = value
        }
    }

    private let entries: [Entry]

    /// The dictionary of `entries`, keys and values in their order; of two
    /// equal keys, the first is found.
    init(_ entries: [Entry]) {
        self.entries = entries
    }

    /// The dictionary of a literal's pairs, as `init(_:)` makes it; for
    /// short literals, since the pairs are copied into entries.
    init(dictionaryLiteral elements: (String, TemplateValue)...) {
        entries = elements.map { Entry($0.0, $0.1) }
    }

    /// The value of `key`, or nil when the dictionary has no such key.
    /// - Complexity: O(n) for n keys.
    subscript(key: String) -> TemplateValue? {
        // Lengths first: most keys differ in length, which a string knows
        // without reading its bytes, and `==` of two different strings
        // calls into the runtime. By index, so that only the names are
        // read: handing each entry to a closure would copy its value too.
        let length = key.utf8.count
        for index in entries.indices where entries[index].name.utf8.count == length && entries[index].name == key {
            return entries[index].value
        }
        return nil
    }

    /// The keys, in order; for suggestions in error messages.
    var keys: [String] {
        entries.map(\.name)
    }
}
