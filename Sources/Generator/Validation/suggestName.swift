/// The candidate closest to a misspelt `name`, if one is close enough to be
/// what the user meant (`idenity` -> `identity`).
///
/// Close means an edit distance (see `editDistance`) of
/// at most a third of the longer name, at least 1 and at most 3, or the
/// same name in another letter case.
func suggestName(for name: String, among candidates: [String]) -> String? {
    let lowercasedName = name.lowercased()
    var best: (candidate: String, distance: Int)?
    for candidate in candidates where candidate != name {
        if candidate.lowercased() == lowercasedName {
            return candidate
        }
        let limit = min(3, max(1, max(name.count, candidate.count) / 3))
        let distance = editDistance(Array(lowercasedName.unicodeScalars), Array(candidate.lowercased().unicodeScalars))
        if distance <= limit, distance < best?.distance ?? Int.max {
            best = (candidate, distance)
        }
    }
    return best?.candidate
}

/// The optimal string alignment distance: insertions, deletions,
/// substitutions and swaps of two neighbours (`Crad` -> `Card` is 1), the
/// typos people make.
private func editDistance(_ source: [Unicode.Scalar], _ target: [Unicode.Scalar]) -> Int {
    if source.isEmpty { return target.count }
    if target.isEmpty { return source.count }
    var beforePrevious = [Int](repeating: 0, count: target.count + 1)
    var previous = Array(0...target.count)
    var current = [Int](repeating: 0, count: target.count + 1)
    for sourceIndex in 1...source.count {
        current[0] = sourceIndex
        for targetIndex in 1...target.count {
            let isSame = source[sourceIndex - 1] == target[targetIndex - 1]
            var distance = min(
                previous[targetIndex - 1] + (isSame ? 0 : 1),
                previous[targetIndex] + 1,
                current[targetIndex - 1] + 1
            )
            if sourceIndex > 1, targetIndex > 1,
                source[sourceIndex - 1] == target[targetIndex - 2], source[sourceIndex - 2] == target[targetIndex - 1] {
                distance = min(distance, beforePrevious[targetIndex - 2] + 1)
            }
            current[targetIndex] = distance
        }
        (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[target.count]
}
