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
