// Minimal.itemize.json: one kind, no cell class.
import ItemizeRuntime
import UIKit

@MainActor
func makeMinimalCells() -> (Row.TableCells, Row.CollectionCells) {
    (Row.TableCells(note: { _, _ in }), Row.CollectionCells(note: { _, _ in }))
}
