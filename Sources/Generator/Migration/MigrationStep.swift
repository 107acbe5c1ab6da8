/// One breaking change of the spec that `itemize migrate` rewrites: each
/// lives in its own file, and `migrationSteps` lists them oldest first.
protocol MigrationStep: Sendable {
    /// The change, as notes name it: `"cell" without "views" (2026-12-02)`.
    var change: String { get }

    /// The edits that bring a spec past this change; none when it needs
    /// none, or when it is too broken to tell (generation reports that).
    ///
    /// - Parameters:
    ///   - root: The parsed spec.
    ///   - text: Its text, for byte offsets.
    ///   - options: What the command line adds to the spec.
    /// - Throws: `DiagnosticError` with a located error for each place the
    ///   step cannot rewrite without a choice the spec does not make.
    func edits(of root: JSONValue, in text: SpecText, options: MigrationOptions) throws(DiagnosticError) -> [SpecEdit]
}

/// The steps `itemize migrate` runs, oldest change first; each runs on the
/// text the steps before it wrote.
let migrationSteps: [any MigrationStep] = [
    ClassKeysWithoutViewsStep(),
    SwiftUIWithoutViewsStep(),
]

/// What `itemize migrate` is told beside the specs.
struct MigrationOptions: Equatable, Sendable {
    /// `--views`: the one view a spec's screens use, where its class names
    /// do not say.
    var view: UIKitListView?
}

/// One change a migration step makes to a spec's text, with the note that
/// tells the user about it.
struct SpecEdit: Equatable, Sendable {
    /// The bytes replaced; empty to insert at its start.
    var range: Range<Int>
    /// The text put in their place.
    var replacement: String
    /// What the edit does, for `FILE:LINE:COL: note: ...`, located at the
    /// place it changes in the original text.
    var note: Diagnostic
}
