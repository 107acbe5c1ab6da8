// Classic.itemize.json names no cell classes: every kind uses the plain
// UIKit cell classes.
import ItemizeRuntime
import UIKit

@MainActor
func makeClassicCells() -> (ClassicItem.TableCells, ClassicItem.CollectionCells) {
    (
        ClassicItem.TableCells(imageItem: { _, _ in }, toggleItem: { _, _ in }, stepperItem: { _, _ in }),
        ClassicItem.CollectionCells(imageItem: { _, _ in }, toggleItem: { _, _ in }, stepperItem: { _, _ in })
    )
}
