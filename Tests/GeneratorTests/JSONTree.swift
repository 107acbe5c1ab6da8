@testable import ItemizeGenerator

/// A parsed JSON value as a tree that tests can compare, build and edit:
/// the reader's `JSONValue` is a read-only position in a flat document.
struct JSONTree: Equatable {
    /// Where the value's first byte is, and its JSON path.
    var location: SourceLocation
    var kind: Kind

    /// The JSON types, with their contents.
    enum Kind: Equatable {
        /// Members in file order, duplicates kept.
        case object([Member])
        case array([JSONTree])
        case string(String)
        /// The number exactly as written.
        case number(String)
        case bool(Bool)
        case null
    }

    /// One `"key": value` pair of an object.
    struct Member: Equatable {
        var key: String
        var keyLocation: SourceLocation
        var value: JSONTree
    }

    init(location: SourceLocation, kind: Kind) {
        self.location = location
        self.kind = kind
    }

    /// Everything under `value`, read through the reader's own accessors.
    init(_ value: JSONValue) {
        location = value.location
        switch value.kind {
        case .object:
            kind = .object((value.members ?? []).map { member in
                Member(key: member.key ?? "", keyLocation: member.keyLocation, value: JSONTree(member))
            })
        case .array:
            kind = .array((value.elements ?? []).map(JSONTree.init))
        case .string:
            kind = .string(value.stringValue ?? "")
        case .number:
            kind = .number(value.numberText ?? "")
        case .bool:
            kind = .bool(value.boolValue ?? false)
        case .null:
            kind = .null
        }
    }
}
