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
