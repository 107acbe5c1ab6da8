import ItemizeRuntime

extension BatchUpdate: CustomStringConvertible {
    /// The non-empty lists, as a failing test prints the batch.
    public var description: String {
        var parts: [String] = []
        func add(_ name: String, _ values: [some CustomStringConvertible]) {
            if !values.isEmpty { parts.append("\(name): \(values.map(\.description).joined(separator: ", "))") }
        }
        add("deletedSections", deletedSections)
        add("insertedSections", insertedSections)
        add("reloadedSections", reloadedSections)
        add("reconfiguredSections", reconfiguredSections)
        add("movedSections", movedSections.map { "\($0.from) -> \($0.to)" })
        add("deletedItems", deletedItems)
        add("insertedItems", insertedItems)
        add("reloadedItems", reloadedItems)
        add("reconfiguredItems", reconfiguredItems)
        add("movedItems", movedItems.map { "\($0.from) -> \($0.to)" })
        return parts.isEmpty ? "BatchUpdate(empty)" : "BatchUpdate(\(parts.joined(separator: "; ")))"
    }
}
