// Negative control for Checks/UIKitAdaptersCheck.swift: a data source that
// holds updates during a move it is told of but not while the view has
// uncommitted updates, so a batch reaches a table whose rows a drop is
// reordering.

extension SectionedDataSource {
    public var isMovingInteractively: Bool { interactiveMoves > 0 }

    public func beginInteractiveMove() {
        interactiveMoves += 1
    }

    public func endInteractiveMove() {
        guard interactiveMoves > 0 else { return }
        interactiveMoves -= 1
    }

    // The mistake: the view's uncommitted updates do not hold the update.
    internal func mustHold(on target: any BatchUpdateTarget) -> Bool {
        interactiveMoves > 0
    }
}
