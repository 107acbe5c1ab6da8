/// A JSON object of the spec, read key by key while reporting what is wrong
/// with it: not an object, unknown keys, duplicate keys, missing keys and
/// values of the wrong type.
///
/// Every accessor appends its problems to the caller's diagnostics and
/// returns nil on a problem, so validation carries on and reports the rest.
struct SpecObject {
    /// The object itself, where missing keys are reported.
    let value: JSONValue
    private let allowedKeys: [String]
    /// The object's members, as parsed.
    private let list: [JSONValue.Member]
    /// Where in `list` the first occurrence of each allowed key is, at the
    /// key's index in `allowedKeys`, or -1: objects have a handful of keys,
    /// and this spares a hash table per object in specs of thousands of
    /// items. Indices, not copies of members, since copying a member
    /// retains its strings and locations.
    private var memberIndices: [Int]

    /// Reads `value` as an object whose keys must be among `allowedKeys`.
    ///
    /// - Parameter what: The object's role with an article, `an item`.
    init?(_ value: JSONValue, as what: String, allowedKeys: [String], diagnostics: inout [Diagnostic]) {
        guard case .object(let list) = value.kind else {
            diagnostics.append(Diagnostic(
                .error, "expected an object for \(what), found \(value.typeDescription)", at: value.location
            ))
            return nil
        }
        self.value = value
        self.allowedKeys = allowedKeys
        self.list = list
        memberIndices = Array(repeating: -1, count: allowedKeys.count)
        var unknownKeys: Set<String> = []
        for (position, member) in list.enumerated() {
            if let index = allowedKeys.firstIndex(of: member.key) {
                if memberIndices[index] < 0 {
                    memberIndices[index] = position
                } else {
                    diagnostics.append(Diagnostic(.error, "duplicate key \"\(member.key)\"", at: member.keyLocation))
                }
            } else if unknownKeys.insert(member.key).inserted {
                diagnostics.append(Diagnostic(
                    .error, "unknown key \"\(member.key)\"",
                    at: member.keyLocation,
                    suggestion: suggestName(for: member.key, among: allowedKeys).map { "did you mean \"\($0)\"?" }
                ))
            } else {
                diagnostics.append(Diagnostic(.error, "duplicate key \"\(member.key)\"", at: member.keyLocation))
            }
        }
    }

    /// The member for `key`, if present.
    func member(_ key: String) -> JSONValue.Member? {
        position(of: key).map { list[$0] }
    }

    /// Where `key`'s member is in the object's list, if present.
    private func position(of key: String) -> Int? {
        guard let index = allowedKeys.firstIndex(of: key), memberIndices[index] >= 0 else {
            return nil
        }
        return memberIndices[index]
    }

    /// The value for `key`; when absent, nil, and if `missingMessage` is
    /// given an error at the object.
    func value(_ key: String, missingMessage: String? = nil, diagnostics: inout [Diagnostic]) -> JSONValue? {
        // Only the value is copied: copying the whole member retained its
        // key and key location too, for every key read.
        if let position = position(of: key) {
            return list[position].value
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
        guard case .bool(let flag) = found.kind else {
            diagnostics.append(Self.mismatch(expected: "true or false", key: key, found: found))
            return nil
        }
        return flag
    }

    /// The elements for `key`; reports a value of another type, and an
    /// empty array with `emptyMessage`.
    func array(
        _ key: String, missingMessage: String? = nil, emptyMessage: String, diagnostics: inout [Diagnostic]
    ) -> [JSONValue]? {
        guard let found = value(key, missingMessage: missingMessage, diagnostics: &diagnostics) else {
            return nil
        }
        guard case .array(let elements) = found.kind else {
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
