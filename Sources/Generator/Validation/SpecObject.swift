/// A JSON object of a spec or config, read key by key: each accessor
/// appends what is wrong (not an object, unknown, duplicate or missing
/// keys, values of the wrong type) to the diagnostics and returns nil, so
/// validation carries on. A misspelt key is read as the key it suggests
/// (`"itmes"` as `"items"`), unless that key is given too.
struct SpecObject {
    /// The object itself, where missing keys are reported.
    let value: JSONValue
    private let members: [JSONMember]
    /// The misspelt members read as the allowed key they suggest, by that key.
    private var standIns: [String: JSONMember] = [:]

    /// Reads `value` as an object of `place`, whose keys `SpecKey.all` declares.
    init?(_ value: JSONValue, in place: SpecPlace, diagnostics: DiagnosticCollector) {
        self.init(value, as: place.noun, allowedKeys: place.keys, diagnostics: diagnostics)
    }

    /// Reads `value`, `what` in messages (`an item`), as an object whose keys
    /// must be among `allowedKeys`.
    init?(_ value: JSONValue, as what: String, allowedKeys: [String], diagnostics: DiagnosticCollector) {
        guard let members = value.members else {
            diagnostics.append(Diagnostic(
                "expected an object for \(what), found \(value.typeDescription)", at: value.location))
            return nil
        }
        self.value = value
        self.members = members
        var seen: Set<String> = []
        var misspelt: [JSONMember] = []
        for member in members {
            if !seen.insert(member.key).inserted {
                diagnostics.append(Diagnostic("duplicate key \"\(member.key)\"", at: member.keyLocation))
            } else if !allowedKeys.contains(member.key) {
                misspelt.append(member)
            }
        }
        // Each unknown key stands in for the key it suggests, if that is absent.
        for member in misspelt {
            let suggested = suggestName(for: member.key, among: allowedKeys)
            var suggestion = suggested.map { didYouMean(suggesting: $0) }
            if let suggested {
                if seen.contains(suggested) {
                    suggestion? += " \"\(suggested)\" is given too, so this value is not checked"
                } else if let earlier = standIns[suggested] {
                    suggestion? += " \"\(earlier.key)\" is read as \"\(suggested)\" already, so this value is not checked"
                } else {
                    standIns[suggested] = member
                }
            }
            diagnostics.append(Diagnostic(
                "unknown key \"\(member.key)\"", at: member.keyLocation, suggestion: suggestion))
        }
    }

    /// The member `key`, if present: the first, when it is given twice, or
    /// the misspelt key that stands in for it.
    func member(_ key: String) -> JSONMember? {
        members.first { $0.key == key } ?? standIns[key]
    }

    /// The value for `key`; when absent, nil, and if `missingMessage` is
    /// given an error at the object.
    func value(_ key: String, missingMessage: String? = nil, diagnostics: DiagnosticCollector) -> JSONValue? {
        if member(key) == nil, let missingMessage {
            diagnostics.append(Diagnostic(missingMessage, at: value.location))
        }
        return member(key)?.value
    }

    /// The string for `key`; reports a value of another type.
    func string(
        _ key: String, missingMessage: String? = nil, diagnostics: DiagnosticCollector
    ) -> (text: String, value: JSONValue)? {
        typedValue(key, missingMessage: missingMessage, expected: "a string", \.stringValue, diagnostics: diagnostics)
            .map { ($0.typed, $0.value) }
    }

    /// The case of `Choice` the string for `key` names, `absent` without
    /// one; reports a value of another type, and an unknown name (`what`,
    /// `access level`, else `key`).
    func choice<Choice: RawRepresentable<String> & CaseIterable>(
        _ key: String, what: String? = nil, absent: Choice? = nil, diagnostics: DiagnosticCollector
    ) -> Choice? {
        if member(key) == nil { return absent }
        guard let found = string(key, diagnostics: diagnostics) else { return nil }
        if let choice = Choice(rawValue: found.text) { return choice }
        diagnostics.append(unknownChoice(what ?? key, found: found, choices: Choice.allCases.map(\.rawValue)))
        return nil
    }

    /// The boolean for `key`; reports a value of another type.
    func bool(_ key: String, diagnostics: DiagnosticCollector) -> Bool? {
        typedValue(key, missingMessage: nil, expected: "true or false", \.boolValue, diagnostics: diagnostics)?.typed
    }

    /// The elements for `key`; reports a value of another type, and an
    /// empty array with `emptyMessage`.
    func array(
        _ key: String, missingMessage: String? = nil, emptyMessage: String, diagnostics: DiagnosticCollector
    ) -> [JSONValue]? {
        let found = typedValue(
            key, missingMessage: missingMessage, expected: "an array", \.elements, diagnostics: diagnostics)
        if let found, found.typed.isEmpty {
            diagnostics.append(Diagnostic(emptyMessage, at: found.value.location))
            return nil
        }
        return found?.typed
    }

    /// The value for `key` as `read` gives it; reports a value `read` gives
    /// nil for, as not the `expected` type.
    private func typedValue<Typed>(
        _ key: String, missingMessage: String?, expected: String, _ read: (JSONValue) -> Typed?,
        diagnostics: DiagnosticCollector
    ) -> (typed: Typed, value: JSONValue)? {
        guard let found = value(key, missingMessage: missingMessage, diagnostics: diagnostics) else { return nil }
        guard let typed = read(found) else {
            diagnostics.append(Self.mismatch(expected: expected, key: key, found: found))
            return nil
        }
        return (typed, found)
    }

    /// `expected a string for "name", found a number`, at the value.
    static func mismatch(expected: String, key: String, found: JSONValue) -> Diagnostic {
        Diagnostic("expected \(expected) for \"\(key)\", found \(found.typeDescription)", at: found.location)
    }
}
