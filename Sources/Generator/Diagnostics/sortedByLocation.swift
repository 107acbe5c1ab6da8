/// Diagnostics in file order, by line and then column; those at the same
/// place, and those without a location (first), keep their order, so that
/// a problem found while reading another stays after it.
///
/// - Complexity: O(*n* log *n*) for *n* diagnostics.
func sortedByLocation(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    diagnostics.enumerated().sorted { left, right in
        let leftKey = (left.element.location?.line ?? 0, left.element.location?.column ?? 0, left.offset)
        let rightKey = (right.element.location?.line ?? 0, right.element.location?.column ?? 0, right.offset)
        return leftKey < rightKey
    }.map(\.element)
}
