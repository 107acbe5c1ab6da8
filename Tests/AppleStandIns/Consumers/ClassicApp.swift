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

/// The screen's sections: the photos, then the controls that change them.
func classicSections(photos: [ImageItem], volume: Int) -> [ClassicSectionModel] {
    [
        .images(photos.map(ClassicItem.ImagesItems.imageItem)),
        .controls([.toggleItem(ToggleItem(title: "Shuffle", isOn: false)), .stepperItem(StepperItem(title: "Volume", value: volume))]),
    ]
}
