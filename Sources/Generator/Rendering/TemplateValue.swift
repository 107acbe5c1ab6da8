/// A value templates read: text to print, a flag to test, a list to loop
/// over, or a dictionary whose keys a dotted path follows. The render model
/// becomes a dictionary of these (`TemplateDictionary(encoding:)`).
enum TemplateValue: Sendable {
    case string(String)
    case bool(Bool)
    case list([TemplateValue])
    case dictionary(TemplateDictionary)

    /// Whether `{% if %}` takes its branch: `true`, a non-empty string, a
    /// non-empty list and a dictionary with keys; an absent optional of the
    /// model is an empty dictionary, and so false.
    var isTruthy: Bool {
        switch self {
        case .string(let text): !text.isEmpty
        case .bool(let flag): flag
        case .list(let elements): !elements.isEmpty
        case .dictionary(let entries): !entries.keys.isEmpty
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

extension TemplateValue {
    /// The template value of a part of the render model: a `String` is a
    /// string, a `Bool` a flag, an array a list, a struct a dictionary with
    /// a key for each stored property in declaration order, and an absent
    /// optional an empty dictionary. The compiler's `Encodable` conformance
    /// lists the stored properties, so the model's fields are the keys and
    /// no second list of them exists.
    init(encoding model: some Encodable) {
        let encoder = TemplateEncoder()
        // The containers below never throw, and neither does a synthesized `encode(to:)` over them.
        try? model.encode(to: encoder)
        self = encoder.value
    }
}

extension TemplateDictionary {
    /// The render model as the templates' outermost scope: a key for each
    /// stored property, as `TemplateValue(encoding:)` makes them.
    init(encoding model: some Encodable) {
        guard case .dictionary(let entries) = TemplateValue(encoding: model) else {
            preconditionFailure("a model is encoded as a dictionary")
        }
        self = entries
    }
}

/// Builds one `TemplateValue` from an `Encodable` value's `encode(to:)`;
/// the render model asks only for what synthesized conformances ask for:
/// keyed containers of strings, flags, arrays and nested models.
private final class TemplateEncoder: Encoder {
    let codingPath: [any CodingKey] = []
    let userInfo: [CodingUserInfoKey: Any] = [:]
    private var entries: [(name: String, value: TemplateValue)] = []
    private var elements: [TemplateValue]?
    private var single: TemplateValue?

    /// What was encoded: a single value, a list, or the keyed entries.
    var value: TemplateValue {
        single ?? elements.map(TemplateValue.list) ?? .dictionary(TemplateDictionary(entries))
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(KeyedContainer(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        elements = elements ?? []
        return UnkeyedContainer(encoder: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueContainer(encoder: self)
    }

    /// The value of `model`: strings and flags directly, anything else by
    /// its own `encode(to:)`.
    static func encode<Model: Encodable>(_ model: Model) -> TemplateValue {
        // Comparing types first spares the model's structs two failed casts each.
        if Model.self == String.self, let text = model as? String {
            return .string(text)
        }
        if Model.self == Bool.self, let flag = model as? Bool {
            return .bool(flag)
        }
        return TemplateValue(encoding: model)
    }

    private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let encoder: TemplateEncoder
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil(forKey key: Key) {
            encoder.entries.append((key.stringValue, .dictionary([:])))
        }

        // Strings and flags, most of the model, need no cast at all.
        mutating func encode(_ value: String, forKey key: Key) {
            encoder.entries.append((key.stringValue, .string(value)))
        }

        mutating func encode(_ value: Bool, forKey key: Key) {
            encoder.entries.append((key.stringValue, .bool(value)))
        }

        mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) {
            encoder.entries.append((key.stringValue, TemplateEncoder.encode(value)))
        }

        mutating func encodeIfPresent<Value: Encodable>(_ value: Value?, forKey key: Key) {
            if let value {
                encode(value, forKey: key)
            } else {
                encodeNil(forKey: key)
            }
        }

        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type, forKey key: Key
        ) -> KeyedEncodingContainer<NestedKey> {
            preconditionFailure("the render model nests no containers")
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            preconditionFailure("the render model nests no containers")
        }

        mutating func superEncoder() -> any Encoder { encoder }

        mutating func superEncoder(forKey key: Key) -> any Encoder { encoder }
    }

    private struct UnkeyedContainer: UnkeyedEncodingContainer {
        let encoder: TemplateEncoder
        var codingPath: [any CodingKey] { [] }
        var count: Int { encoder.elements?.count ?? 0 }

        mutating func encodeNil() {
            encoder.elements?.append(.dictionary([:]))
        }

        mutating func encode<Value: Encodable>(_ value: Value) {
            encoder.elements?.append(TemplateEncoder.encode(value))
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            preconditionFailure("the render model nests no containers")
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            preconditionFailure("the render model nests no containers")
        }

        mutating func superEncoder() -> any Encoder { encoder }
    }

    private struct SingleValueContainer: SingleValueEncodingContainer {
        let encoder: TemplateEncoder
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil() {
            encoder.single = .dictionary([:])
        }

        mutating func encode<Value: Encodable>(_ value: Value) {
            encoder.single = TemplateEncoder.encode(value)
        }
    }
}
