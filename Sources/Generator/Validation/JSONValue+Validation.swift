extension JSONValue {
    /// The value's JSON type with an article, for messages such as
    /// `expected a string for "name", found a number`.
    var typeDescription: String {
        switch kind {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}
