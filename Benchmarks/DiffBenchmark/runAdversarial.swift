import ItemizeRuntime

/// Times the inputs that make naive diffs quadratic at three sizes; the time
/// must roughly double with the size, never quadruple.
func runAdversarial() {
    print("| adversarial input | 25,000 items (ms) | 50,000 items (ms) | 100,000 items (ms) | moved items at 100,000 |")
    print("|---|---:|---:|---:|---:|")
    let sizes = [25_000, 50_000, 100_000]
    func section(_ id: Int, _ items: [Int]) -> BenchSection<Int> {
        BenchSection(model: BenchHeader(id: id), items: items.map { BenchItem(id: $0, version: 0) })
    }
    let inputs: [(String, (Int) -> ([BenchSection<Int>], [BenchSection<Int>]))] = [
        ("reversed", { n in ([section(0, Array(0..<n))], [section(0, Array((0..<n).reversed()))]) }),
        ("all one identity", { n in
            ([section(0, [Int](repeating: 7, count: n))],
             [section(0, [Int](repeating: 7, count: n / 2)), section(1, [Int](repeating: 7, count: n / 2))])
        }),
        ("every item to the next section", { n in
            let sections = 100, per = n / sections
            let source = (0..<sections).map { s in section(s, Array(s * per..<(s + 1) * per)) }
            let target = (0..<sections).map { s in
                section(s, Array(((s + 1) % sections) * per..<(((s + 1) % sections) + 1) * per))
            }
            return (source, target)
        }),
    ]
    for (name, make) in inputs {
        var row = "| \(name) |"
        var moved = 0
        for size in sizes {
            let (source, target) = make(size)
            let (_, time) = medianMilliseconds(5, floor: { 0 }, diff: { StagedChangeset(source: source, target: target).count })
            row += " \(format(time)) |"
            moved = StagedChangeset(source: source, target: target).reduce(0) { $0 + $1.movedItems.count }
        }
        print(row + " \(moved) |")
    }
}
