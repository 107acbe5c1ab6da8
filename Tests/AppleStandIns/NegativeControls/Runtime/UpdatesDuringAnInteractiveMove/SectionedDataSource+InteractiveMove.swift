// Negative control for Checks/UIKitAdaptersCheck.swift: a data source that
// counts interactive moves but holds updates only for a drop, so a batch
// reaches the collection view while the user moves an item.

extension SectionedDataSource {
    public var isMovingInteractively: Bool { interactiveMoves > 0 }

    public func beginInteractiveMove() {
        interactiveMoves += 1
    }

    public func endInteractiveMove() {
        guard interactiveMoves > 0 else { return }
        interactiveMoves -= 1
    }

    // The mistake: a move in progress does not hold the update.
    internal func mustHold(on target: any BatchUpdateTarget) -> Bool {
        target.hasUncommittedUpdates
    }
}
