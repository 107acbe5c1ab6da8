/// The named values of a `TemplateValue.dictionary`, in the order given.
///
/// A short list rather than a hash table: a dictionary of the render model
/// holds a handful of keys, and a template path's keys are hashed once at
/// parse time, so a lookup compares a few integers where a `Dictionary`
/// hashed the key string on every lookup (a tenth of generating 1,000 kinds).
struct TemplateDictionary: Equatable, Sendable, ExpressibleByDictionaryLiteral {
    private var entries: [(key: TemplateKey, value: TemplateValue)] = []
    /// Each entry's key hash, apart: a lookup scans these plain integers
    /// without copying (and retaining) an entry's strings and value.
    private var hashes: [UInt64] = []

    /// Later duplicates win, as in a dictionary assignment.
    init(_ elements: some Sequence<(String, TemplateValue)>) {
        entries.reserveCapacity(elements.underestimatedCount)
        hashes.reserveCapacity(elements.underestimatedCount)
        for (name, value) in elements {
            let key = TemplateKey(name)
            if let index = index(of: key) {
                entries[index].value = value
            } else {
                entries.append((key, value))
                hashes.append(key.hash)
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

    private func index(of key: TemplateKey) -> Int? {
        var index = 0
        while index < hashes.count {
            if hashes[index] == key.hash, entries[index].key.name == key.name {
                return index
            }
            index += 1
        }
        return nil
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

    /// Equal when they hold the same names with equal values, in any order,
    /// as two `Dictionary`s are.
    static func == (left: TemplateDictionary, right: TemplateDictionary) -> Bool {
        left.entries.count == right.entries.count
            && left.entries.allSatisfy { entry in right[entry.key] == entry.value }
    }
}
