/// One key a spec's object may have, declared once: Validation accepts the
/// keys of each place from `SpecKey.all`, and the JSON Schema and the key
/// tables of docs/spec.md and docs/row-behaviour.md are written from it
/// (SpecKeyTableTests checks them, and `ITEMIZE_RECORD=1` rewrites them).
struct SpecKey: Sendable {
    /// The key as a spec writes it, `movable`.
    var name: String
    /// The object it belongs to.
    var place: SpecPlace
    /// What the value is, in the docs' words (Markdown): `bool`, `class name`.
    var value: String
    /// The JSON the value takes, as the schema states it.
    var shape: SpecValueShape
    /// Whether an object of `place` needs the key. The schema requires it,
    /// and the docs say `required`; a key needed only beside another says
    /// so in `defaultValue` instead.
    var isRequired = false
    /// What an absent key means (Markdown): `` `false` ``, `none`.
    var defaultValue = "none"
    /// What the key does (Markdown, lower case, no final stop).
    var meaning: String
    /// The first version of Itemize that reads the key.
    var since: String
    /// For a per-kind boolean: the generated set of the kinds that give it
    /// one value. Validation reads such a key without further code, and the
    /// generated `Kind` declares the set.
    var kindSet: KindSet? = nil
}

/// A `static let NAME: Set<Kind>` of the item enum's `Kind`: the kinds
/// whose spec gives a per-kind boolean `value`, such as `movableKinds` for
/// `"movable": true`. A kind that leaves the key out is never in it.
struct KindSet: Sendable {
    /// The set's name, `movableKinds`.
    var name: String
    /// The value that puts a kind in the set.
    var value: Bool
}

/// The JSON a spec key takes, as its JSON Schema states it.
indirect enum SpecValueShape: Sendable {
    /// Any string.
    case string
    /// A non-empty string: a name, a type, a class.
    case name
    case boolean
    /// One of these strings.
    case oneOf([String])
    /// An array of values of one shape.
    case array(of: SpecValueShape, isNonEmpty: Bool = false, isUnique: Bool = false)
    /// An object of the place's keys.
    case object(SpecPlace)
    /// A string, or a non-empty array of strings.
    case nameOrNames
}

/// The kinds of object a spec is made of, each with the keys it accepts.
enum SpecPlace: String, CaseIterable, Sendable {
    case root, item, field, actions, action, listContent, section

    /// How messages name an object of this place: `an item`.
    var noun: String {
        switch self {
        case .root: "the spec"
        case .item: "an item"
        case .field: "a field"
        case .actions: "\"actions\""
        case .action: "an action"
        case .listContent: "\"content\""
        case .section: "a section"
        }
    }

    /// The keys an object of this place accepts, in `SpecKey.all`'s order.
    var keys: [String] {
        Self.keysByPlace[self] ?? []
    }

    private static let keysByPlace = Dictionary(grouping: SpecKey.all, by: \.place).mapValues { $0.map(\.name) }
}
