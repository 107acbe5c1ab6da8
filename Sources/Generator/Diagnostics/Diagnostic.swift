/// One problem found in the input, located precisely enough for an editor
/// to jump to it. An error stops generation; a warning (a deprecated form,
/// a legal spec that is almost surely a mistake) is printed and generation
/// goes on, unless `--warnings-as-errors` makes it an error.
struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    /// Whether the problem stops generation; printed before the message as
    /// the compiler prints it, so Xcode shows it from a Run Script phase.
    enum Severity: String, Hashable, Sendable {
        case error
        case warning
        /// What `itemize migrate` changed: information, never a failure.
        case note
    }

    /// Whether the problem stops generation.
    var severity: Severity
    /// What is wrong, in one sentence that quotes the spec where it helps.
    var message: String
    /// Where the problem is; nil when it concerns no place in a file.
    var location: SourceLocation?
    /// A fix to propose, such as `did you mean "identity"?`.
    var suggestion: String?

    /// An error at `location`, with an optional fix to propose.
    init(_ message: String, at location: SourceLocation?, suggestion: String? = nil) {
        self.init(.error, message, at: location, suggestion: suggestion)
    }

    /// A problem of `severity` at `location`, with an optional fix to propose.
    init(_ severity: Severity, _ message: String, at location: SourceLocation?, suggestion: String? = nil) {
        self.severity = severity
        self.message = message
        self.location = location
        self.suggestion = suggestion
    }

    /// Whether the problem stops generation.
    var isError: Bool {
        severity == .error
    }

    /// `path:line:column: error: message (at json.path); suggestion` (or
    /// `warning:`), the
    /// form Xcode and SwiftPM show inline; always one line of bounded length,
    /// as messages quote the spec's own text, line breaks or megabytes too.
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
        return Self.singleLine(text)
    }

    /// The longest line `description` gives, in Unicode scalars.
    static let maximumLineLength = 1_000

    /// `text` with control characters, line separators and bidirectional
    /// controls escaped, cut to `maximumLineLength` scalars.
    private static func singleLine(_ text: String) -> String {
        var line = ""
        var length = 0
        for (consumed, scalar) in text.unicodeScalars.enumerated() {
            if length >= maximumLineLength {
                return line + "… (\(text.unicodeScalars.count - consumed) more)"
            }
            let shown = switch scalar.value {
            case 0x0A: "\\n"
            case 0x0D: "\\r"
            case 0x09: "\\t"
            // A bidirectional control would reorder the rest of the line as shown.
            case 0x00..<0x20, 0x7F, 0x85, 0x2028, 0x2029,
                _ where isBidirectionalControl(scalar):
                "\\u{\(String(scalar.value, radix: 16))}"
            default: String(scalar)
            }
            line += shown
            length += shown.unicodeScalars.count
        }
        return line
    }
}

/// Where a value stands in a spec file: 1-based line and column (in UTF-8
/// bytes, like SwiftPM and Xcode count) and the JSON path to it, such as
/// `items[3].identity`, empty for the root; a `JSONValue` gives all four.
struct SourceLocation: Hashable, Sendable {
    /// The path of the file, as the user gave it.
    var file: String
    var line: Int
    var column: Int
    var jsonPath: String
}

/// The error a pipeline stage throws: every problem it found, in order.
struct DiagnosticError: Error, Sendable, CustomStringConvertible {
    /// The problems, in the order the stage reports them.
    var diagnostics: [Diagnostic]

    /// An error that reports `diagnostics`.
    init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    /// One diagnostic per line.
    var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}

/// Diagnostics in file order, by line and then column; those at the same
/// place, and those without a location (first), keep their order, so that
/// a problem found while reading another stays after it.
///
/// - Complexity: O(*n* log *n*) for *n* diagnostics.
func sortedByLocation(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    let keys = diagnostics.indices.map { index in
        let location = diagnostics[index].location
        return (line: location?.line ?? 0, column: location?.column ?? 0, index: index)
    }
    return keys.sorted { $0 < $1 }.map { diagnostics[$0.index] }
}
