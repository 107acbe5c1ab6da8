/// One problem found in the input, located precisely enough for an editor
/// to jump to it.
struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    /// How serious the problem is.
    enum Severity: String, Sendable {
        case error
        case warning
        case note
    }

    var severity: Severity
    var message: String
    var location: SourceLocation?
    /// A fix to propose, such as `did you mean "identity"?`.
    var suggestion: String?

    init(_ severity: Severity = .error, _ message: String, at location: SourceLocation?, suggestion: String? = nil) {
        self.severity = severity
        self.message = message
        self.location = location
        self.suggestion = suggestion
    }

    /// `path:line:column: error: message (at json.path); suggestion`, the
    /// form Xcode and SwiftPM show inline.
    var description: String {
        var text = ""
        if let location {
            text += "\(location.file):\(location.line):\(location.column): "
        }
        text += "\(severity.rawValue): \(message)"
        if let location, !location.jsonPath.isEmpty {
            text += " (at \(location.jsonPath))"
        }
        if let suggestion {
            text += "; \(suggestion)"
        }
        return text
    }
}
