/// Diagnostics in file order, by line and then column; those at the same
/// place, and those without a location (first), keep their order.
///
/// - Complexity: O(*n* log *n*) for *n* diagnostics.
func sortedByLocation(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    let keys = diagnostics.indices.map { (line: diagnostics[$0].location?.line ?? 0, column: diagnostics[$0].location?.column ?? 0, index: $0) }
    return keys.sorted { $0 < $1 }.map { diagnostics[$0.index] }
}
