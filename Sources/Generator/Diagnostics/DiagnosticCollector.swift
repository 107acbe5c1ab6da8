/// The diagnostics of one validation, gathered where the checks find them:
/// every check is handed this one collector instead of threading an array,
/// and a problem reported twice (the same message at the same place, as
/// when two checks read one value) is kept once.
final class DiagnosticCollector {
    /// What was reported, in the order it was, each once.
    private(set) var all: [Diagnostic] = []
    private var seen: Set<Diagnostic> = []

    /// How many diagnostics were reported: a mark for `hasErrors(since:)`.
    var count: Int { all.count }

    /// Whether any error was reported.
    var hasErrors: Bool { all.contains(where: \.isError) }

    /// Reports `diagnostic`, unless it was reported already. O(1) expected.
    func append(_ diagnostic: Diagnostic) {
        if seen.insert(diagnostic).inserted {
            all.append(diagnostic)
        }
    }

    /// Reports each of `diagnostics` in order.
    func append(contentsOf diagnostics: some Sequence<Diagnostic>) {
        for diagnostic in diagnostics {
            append(diagnostic)
        }
    }

    /// Whether an error was reported after the first `mark` diagnostics.
    func hasErrors(since mark: Int) -> Bool {
        all[mark...].contains(where: \.isError)
    }
}
