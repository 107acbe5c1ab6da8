import ItemizeRuntime
import XCTest

/// Uses the committed Examples/Classic.swift: three kinds in two sections.
final class ClassicTests: XCTestCase {
    func testDispatchAsConfigureCell() {
        // The configureCell of a classic multi-type list: the dispatch table
        // replaces the switch over sections and cases.
        let configure = ClassicItem.Dispatch<[String], String>(
            imageItem: { log, path, image in "image \(image.name) \(path.item) \(log.count)" },
            toggleItem: { _, _, toggle in "toggle \(toggle.title) \(toggle.isOn)" },
            stepperItem: { _, _, stepper in "stepper \(stepper.value)" }
        )
        let sections = [
            ClassicSectionModel(model: .images, items: [.imageItem(ImageItem(name: "a", caption: "A"))]),
            ClassicSectionModel(model: .controls, items: [
                .toggleItem(ToggleItem(title: "On", isOn: true)),
                .stepperItem(StepperItem(title: "Count", value: 3)),
            ]),
        ]
        var rendered: [String] = []
        for (sectionIndex, section) in sections.enumerated() {
            for (itemIndex, item) in section.items.enumerated() {
                rendered.append(configure(item, in: rendered, at: ItemPath(section: sectionIndex, item: itemIndex)))
            }
        }
        XCTAssertEqual(rendered, ["image a 0 0", "toggle On true", "stepper 3"])
    }

    func testEqualTitlesInTwoKindsAreDifferentItems() {
        let toggle = ClassicItem.toggleItem(ToggleItem(title: "X", isOn: true))
        let stepper = ClassicItem.stepperItem(StepperItem(title: "X", value: 1))
        XCTAssertNotEqual(toggle.identity, stepper.identity)
        XCTAssertNotEqual(toggle, stepper)
        XCTAssertEqual(ClassicSection.controls.allowedKinds, [.toggleItem, .stepperItem])
        XCTAssertEqual(ClassicSection.images.header, "Images")
    }
}
