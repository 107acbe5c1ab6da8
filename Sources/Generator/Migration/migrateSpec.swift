/// Brings one spec's text past every breaking change `migrationSteps`
/// knows, editing the text itself: comments, key order, formatting and
/// line breaks outside the edits stay byte for byte.
///
/// - Parameters:
///   - bytes: The spec's contents.
///   - file: Its path as the user gave it, for locations.
///   - options: What the command line adds (`--views`).
/// - Returns: The migrated bytes (`bytes` itself when nothing changed) and
///   a note per edit. A step's notes are located in the text the steps
///   before it wrote, the original text for the first.
/// - Throws: `DiagnosticError` with the reader's error for invalid JSON,
///   or every place a step cannot rewrite.
func migrateSpec(
    _ bytes: [UInt8], file: String, options: MigrationOptions
) throws(DiagnosticError) -> (bytes: [UInt8], notes: [Diagnostic]) {
    var current = bytes
    var notes: [Diagnostic] = []
    for step in migrationSteps {
        let text = SpecText(bytes: current)
        let edits = try step.edits(of: try parseJSON(current, file: file), in: text, options: options)
        guard !edits.isEmpty else { continue }
        current = text.applying(edits)
        notes += sortedByLocation(edits.map(\.note))
        do throws(DiagnosticError) {
            _ = try parseJSON(current, file: file)
        } catch {
            // A step that breaks the JSON is a bug here; the file is not written.
            throw DiagnosticError([Diagnostic(
                "migrating \(step.change) made the spec invalid JSON, so it was left as it was: \(error.description)",
                at: nil, suggestion: "please report this, with the spec")])
        }
    }
    return (current, notes)
}
