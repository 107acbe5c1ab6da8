/// A value templates read: text to print, a flag to test, a list to loop
/// over, or a dictionary whose keys a dotted path follows. The render model
/// becomes a dictionary of these (`RenderModel.templateContext`).
enum TemplateValue: Sendable {
    case string(String)
    case bool(Bool)
    case list([TemplateValue])
    case dictionary(TemplateDictionary)

    /// Whether `{% if %}` takes its branch: `true`, a non-empty string, a
    /// non-empty list and any dictionary.
    var isTruthy: Bool {
        switch self {
        case .string(let text): !text.isEmpty
        case .bool(let flag): flag
        case .list(let elements): !elements.isEmpty
        case .dictionary: true
        }
    }

    /// The value of the key `name` of a dictionary; nil for a key it does
    /// not have, or when this is not a dictionary.
    subscript(name: String) -> TemplateValue? {
        guard case .dictionary(let entries) = self else {
            return nil
        }
        return entries[name]
    }

    /// What kind of value this is, for error messages (`a list`).
    var kindDescription: String {
        switch self {
        case .string: "a string"
        case .bool: "a boolean"
        case .list: "a list"
        case .dictionary: "a dictionary"
        }
    }
}

/// The keys of a `TemplateValue.dictionary` and their values, in the order
/// given; a key is found by looking at each in turn, and of two equal keys
/// the first is found.
struct TemplateDictionary: Sendable, ExpressibleByDictionaryLiteral {
    private let entries: [(name: String, value: TemplateValue)]

    /// The dictionary of `entries`, keys and values in their order.
    init(_ entries: [(name: String, value: TemplateValue)]) {
        self.entries = entries
    }

    /// The dictionary of a literal's pairs, in their order.
    init(dictionaryLiteral elements: (String, TemplateValue)...) {
        entries = elements.map { (name: $0.0, value: $0.1) }
    }

    /// The value of `key`, or nil when the dictionary has no such key.
    /// - Complexity: O(n) for n keys.
    subscript(key: String) -> TemplateValue? {
        entries.first { $0.name == key }?.value
    }

    /// The keys, in order; for suggestions in error messages.
    var keys: [String] {
        entries.map(\.name)
    }
}
