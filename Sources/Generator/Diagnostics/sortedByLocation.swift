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
