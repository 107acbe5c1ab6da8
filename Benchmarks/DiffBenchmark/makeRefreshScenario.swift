/// A refresh of `sections` sections of `perSection` items each: the target
/// is the source with `edit` applied (nothing, for a refresh that changed
/// nothing). Source and target are built apart, as an app's new data is,
/// so that no array is shared and `==` must compare every element.
func makeRefreshScenario(
    name: String, sections: Int, perSection: Int, edit: (inout [(Int, [(Int, Int)])]) -> Void = { _ in }
) -> Scenario {
    let source = (0..<sections).map { section in
        (section, (0..<perSection).map { (section * perSection + $0, 0) })
    }
    var target = source
    edit(&target)
    return Scenario(name: name, source: source, target: target)
}

/// The refreshes an app makes most: nothing changed, one item's content
/// changed, one item inserted, each in the middle of the list.
let refreshScenarios = [
    makeRefreshScenario(name: "no change, 100 x 1,000", sections: 100, perSection: 1_000),
    makeRefreshScenario(name: "no change, 100 x 100", sections: 100, perSection: 100),
    makeRefreshScenario(name: "one item changed, 100 x 1,000", sections: 100, perSection: 1_000) { sections in
        sections[50].1[500].1 += 1
    },
    makeRefreshScenario(name: "one item inserted, 100 x 1,000", sections: 100, perSection: 1_000) { sections in
        sections[50].1.insert((1_000_000, 0), at: 500)
    },
]
