@testable import ItemizeGenerator
import XCTest

/// The children enums and node builders of kinds with `"children"`: each
/// case as its kind needs it, names that stay clear of the spec's types.
final class TranslateParentsTests: XCTestCase {
    private func item(_ name: String, children: [String] = [], hasData: Bool = true) -> ValidatedSpec.Item {
        let id = ValidatedSpec.Field(name: "id", type: "Int")
        return ValidatedSpec.Item(
            name: name, caseName: lowerCamelCase(name), reuseIdentifier: name,
            content: hasData ? .fields([id], identity: .single(id)) : .noData, childNames: children)
    }

    private func parents(_ items: [ValidatedSpec.Item]) -> [RenderModel.Parent] {
        let spec = ValidatedSpec(
            file: "Mailbox.itemize.json", fileName: "Mailbox.itemize.json", enumName: "MailboxItem",
            sectionEnumName: "MailboxSection", sectionModelName: "MailboxSectionModel", access: .internal, imports: [],
            items: items,
            sections: [ValidatedSpec.Section(
                caseName: "folderChildren", header: nil, footer: nil, parameterType: nil, itemNames: items.map(\.name),
                isOutline: true)])
        return translateSpec(spec).parents
    }

    func testEachChildCaseCarriesItsValueAndItsOwnChildrenWhenItHasSome() throws {
        let parents = parents([
            item("Folder", children: ["Folder", "Message", "Recent", "Spinner"]), item("Message"),
            item("Recent", children: ["Message"], hasData: false), item("Spinner", hasData: false),
        ])
        XCTAssertEqual(parents.map(\.name), ["Folder", "Recent"])
        XCTAssertEqual(parents.map(\.builderParameters), ["_ value: Folder, ", ""])
        XCTAssertEqual(parents.map(\.builderItem), [".folder(value)", ".recent"])
        let folder = try XCTUnwrap(parents.first)
        XCTAssertEqual(folder.children.map(\.caseDeclaration), [
            "indirect case folder(Folder, children: ItemizeRuntime.OutlineChildren<FolderChildren>)",
            "case message(Message)",
            "indirect case recent(children: ItemizeRuntime.OutlineChildren<RecentChildren>)",
            "case spinner",
        ])
        XCTAssertEqual(folder.children.map(\.itemValue), [".folder(value)", ".message(value)", ".recent", ".spinner"])
        XCTAssertEqual(folder.children.map(\.nodeValue), [
            "MailboxItem.folder(value, children: children)", ".init(.message(value))",
            "MailboxItem.recent(children: children)", ".init(.spinner)",
        ])
    }

    func testAChildrenEnumNameThatATypeOrASectionsEnumHasGetsANumber() {
        // `FolderChildren` is an item; the section `folderChildren` makes `FolderChildrenItems`, no clash.
        let parents = parents([item("Folder", children: ["Folder"]), item("FolderChildren", children: ["Folder"])])
        XCTAssertEqual(parents.map(\.childrenTypeName), ["FolderChildren2", "FolderChildrenChildren"])
    }

    func testASpecWithoutChildrenHasNoParents() {
        XCTAssertEqual(parents([item("Folder"), item("Message")]), [])
    }
}
