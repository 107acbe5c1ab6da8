/// A value the templates read: the render model handed from translation to
/// rendering is a tree of these.
///
/// Only strings print; booleans, lists and dictionaries steer `if` and `for`.
enum TemplateValue: Equatable, Sendable {
    case string(String)
    case bool(Bool)
    case list([TemplateValue])
    case dictionary(TemplateDictionary)

    /// Whether `{% if %}` takes its branch: `true`, a non-empty string, a
    /// non-empty list or any dictionary.
    var isTruthy: Bool {
        switch self {
        case .string(let text): !text.isEmpty
        case .bool(let value): value
        case .list(let elements): !elements.isEmpty
        case .dictionary: true
        }
    }

    /// The kind of value, for error messages (`a list`).
    var kindDescription: String {
        switch self {
        case .string: "a string"
        case .bool: "a boolean"
        case .list: "a list"
        case .dictionary: "a dictionary"
        }
    }
}
