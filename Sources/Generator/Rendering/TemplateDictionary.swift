/// The named values of a `TemplateValue.dictionary`, in the order given.
///
/// A short list rather than a hash table: a dictionary of the render model
/// holds a handful of keys, and a template path's keys are hashed once at
/// parse time, so a lookup compares a few integers where a `Dictionary`
/// hashed the key string on every lookup (a tenth of generating 1,000 kinds).
struct TemplateDictionary: Equatable, Sendable, ExpressibleByDictionaryLiteral {
    private struct Entry: Sendable {
        var key: TemplateKey
        var value: TemplateValue
    }

    /// One array, so that holding a dictionary retains one buffer.
    private var entries: [Entry] = []

    /// Later duplicates win, as in a dictionary assignment.
    init(_ elements: some Sequence<(String, TemplateValue)>) {
        entries.reserveCapacity(elements.underestimatedCount)
        for (name, value) in elements {
            let key = TemplateKey(name)
            if let index = index(of: key) {
                entries[index].value = value
            } else {
                entries.append(Entry(key: key, value: value))
            }
        }
    }

    init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self.init(elements)
    }

    /// The value for `key`, if any.
    subscript(key: TemplateKey) -> TemplateValue? {
        index(of: key).map { entries[$0].value }
    }

    /// The value named `name`, if any.
    subscript(name: String) -> TemplateValue? {
        self[TemplateKey(name)]
    }

    /// Every key's name, in the order given.
    var names: [String] {
        entries.map(\.key.name)
    }

    var isEmpty: Bool {
        entries.isEmpty
    }

    /// By index and field, so that the scan reads each entry's hash in
    /// place instead of copying (and retaining) whole entries.
    private func index(of key: TemplateKey) -> Int? {
        var index = 0
        while index < entries.count {
            if entries[index].key.hash == key.hash, entries[index].key.name == key.name {
                return index
            }
            index += 1
        }
        return nil
    }

    /// Equal when they hold the same names with equal values, in any order,
    /// as two `Dictionary`s are.
    static func == (left: TemplateDictionary, right: TemplateDictionary) -> Bool {
        left.entries.count == right.entries.count
            && left.entries.allSatisfy { entry in right[entry.key] == entry.value }
    }
}
