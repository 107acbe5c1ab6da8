/// A JSON object of the spec, read key by key while reporting what is wrong
/// with it: not an object, unknown keys, duplicate keys, missing keys and
/// values of the wrong type.
///
/// Every accessor appends its problems to the caller's diagnostics and
/// returns nil on a problem, so validation carries on and reports the rest.
struct SpecObject {
    /// The object itself, where missing keys are reported.
    let value: JSONValue
    private let allowedKeys: SpecKeyList
    /// The node of the first member of each allowed key, at the key's index
    /// in `allowedKeys.names`, or -1: inline, since objects have a handful of
    /// keys and an array per object cost an allocation for each of the
    /// thousands of objects of a large spec.
    private var memberNodes = SIMD16<Int32>(repeating: -1)

    /// Reads `value` as an object whose keys must be among `allowedKeys`
    /// (at most 16), listed once for every object of their kind.
    ///
    /// - Parameter what: The object's role with an article, `an item`.
    init?(_ value: JSONValue, as what: String, allowedKeys: SpecKeyList, diagnostics: inout [Diagnostic]) {
        guard value.kind == .object else {
            diagnostics.append(Diagnostic(
                .error, "expected an object for \(what), found \(value.typeDescription)", at: value.location
            ))
            return nil
        }
        precondition(allowedKeys.names.count <= memberNodes.scalarCount, "too many keys for one object")
        self.value = value
        self.allowedKeys = allowedKeys
        var unknownKeys: Set<String> = []
        var memberNodes = memberNodes
        // Keys are compared on the file's bytes; a String is made only for
        // a message.
        value.forEachMemberKey { node, key in
            if let index = allowedKeys.position(of: key), memberNodes[index] < 0 {
                memberNodes[index] = Int32(node)
                return
            }
            let member = value.document.value(node)
            if allowedKeys.position(of: key) != nil {
                diagnostics.append(Diagnostic(.error, "duplicate key \"\(member.key ?? "")\"", at: member.keyLocation))
                return
            }
            let key = member.key ?? ""
            if unknownKeys.insert(key).inserted {
                diagnostics.append(Diagnostic(
                    .error, "unknown key \"\(key)\"",
                    at: member.keyLocation,
                    suggestion: suggestName(for: key, among: allowedKeys.names).map { "did you mean \"\($0)\"?" }
                ))
            } else {
                diagnostics.append(Diagnostic(.error, "duplicate key \"\(key)\"", at: member.keyLocation))
            }
        }
        self.memberNodes = memberNodes
    }

    /// The value of the member `key`, if present; its `keyLocation` is
    /// where the key is.
    func member(_ key: String) -> JSONValue? {
        // Lengths first: most keys differ in length, and comparing two
        // strings of the same length is what costs.
        let length = key.utf8.count
        guard let index = allowedKeys.names.firstIndex(where: { $0.utf8.count == length && $0 == key }),
            memberNodes[index] >= 0
        else {
            return nil
        }
        return value.document.value(Int(memberNodes[index]))
    }

    /// The value for `key`; when absent, nil, and if `missingMessage` is
    /// given an error at the object.
    func value(_ key: String, missingMessage: String? = nil, diagnostics: inout [Diagnostic]) -> JSONValue? {
        if let found = member(key) {
            return found
        }
        if let missingMessage {
            diagnostics.append(Diagnostic(.error, missingMessage, at: value.location))
        }
        return nil
    }

    /// The string for `key`; reports a value of another type.
    func string(
        _ key: String, missingMessage: String? = nil, diagnostics: inout [Diagnostic]
    ) -> (text: String, value: JSONValue)? {
        guard let found = value(key, missingMessage: missingMessage, diagnostics: &diagnostics) else {
            return nil
        }
        guard let text = found.stringValue else {
            diagnostics.append(Self.mismatch(expected: "a string", key: key, found: found))
            return nil
        }
        return (text, found)
    }

    /// The boolean for `key`; reports a value of another type.
    func bool(_ key: String, diagnostics: inout [Diagnostic]) -> Bool? {
        guard let found = value(key, diagnostics: &diagnostics) else {
            return nil
        }
        guard let flag = found.boolValue else {
            diagnostics.append(Self.mismatch(expected: "true or false", key: key, found: found))
            return nil
        }
        return flag
    }

    /// The elements for `key`; reports a value of another type, and an
    /// empty array with `emptyMessage`.
    func array(
        _ key: String, missingMessage: String? = nil, emptyMessage: String, diagnostics: inout [Diagnostic]
    ) -> JSONValue.Elements? {
        guard let found = value(key, missingMessage: missingMessage, diagnostics: &diagnostics) else {
            return nil
        }
        guard let elements = found.elements else {
            diagnostics.append(Self.mismatch(expected: "an array", key: key, found: found))
            return nil
        }
        if elements.isEmpty {
            diagnostics.append(Diagnostic(.error, emptyMessage, at: found.location))
            return nil
        }
        return elements
    }

    /// `expected a string for "name", found a number`, at the value.
    static func mismatch(expected: String, key: String, found: JSONValue) -> Diagnostic {
        Diagnostic(.error, "expected \(expected) for \"\(key)\", found \(found.typeDescription)", at: found.location)
    }
}
