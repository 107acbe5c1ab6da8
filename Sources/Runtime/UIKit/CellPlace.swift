#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// Where a cell is shown, for the closures of a generated cell table's
    /// `placed(...)`: its index path and, when the caller named it, its section.
    /// A generated `TableCells.Place` or `CollectionCells.Place` is this type.
    public struct CellPlace<Section> {
        /// The cell's index path.
        public var indexPath: IndexPath
        /// The cell's section when the caller named it (`cell(for:in:of:at:)`);
        /// nil from `cell(for:in:at:)` and from cell registrations.
        public var section: Section?

        /// Creates the place of a cell at `indexPath` in `section`.
        public init(indexPath: IndexPath, section: Section?) {
            self.indexPath = indexPath
            self.section = section
        }

        /// `body` as a closure that is also given the place, which it ignores:
        /// how a cell table's two-argument closures become `placed(...)`'s.
        public static func ignoring<Cell, Value>(
            _ body: @escaping (Cell, Value) -> Void
        ) -> (Cell, Value, CellPlace) -> Void {
            { cell, value, _ in body(cell, value) }
        }

        /// `body`, for a kind without data, as a closure that is also given
        /// the place, which it ignores.
        public static func ignoring<Cell>(cell body: @escaping (Cell) -> Void) -> (Cell, CellPlace) -> Void {
            { cell, _ in body(cell) }
        }
    }

    extension CellPlace: Equatable where Section: Equatable {}
    extension CellPlace: Sendable where Section: Sendable {}
#endif
