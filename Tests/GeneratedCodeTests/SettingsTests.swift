import ItemizeRuntime
import XCTest

/// Uses the committed Examples/Settings.swift: case overrides, a keyword
/// field, a custom section enum name and a parameterized section.
final class SettingsTests: XCTestCase {
    let wifi = ToggleRow(key: "wifi", title: "Wi-Fi", isOn: true)
    let privacy = LinkRow(key: "privacy", title: "Privacy", destination: "/privacy", detail: "2 apps")
    let theme = PickerRow(key: "theme", title: "Theme", options: ["Light", "Dark"], selected: 1, value: "Dark", default: 0)

    func testCaseOverridesAndKeywordField() {
        let rows: [SettingsRow] = [.toggle(wifi), .link(privacy), .picker(theme)]
        XCTAssertEqual(rows.map(\.kind), [.toggle, .link, .picker])
        XCTAssertEqual(theme.default, 0)
        XCTAssertEqual(rows.compactMap(\.picker).first?.options, ["Light", "Dark"])
        XCTAssertEqual(SettingsRow.Kind.link.reuseIdentifier, "LinkRow")
    }

    func testSameKeyInTwoKindsDoesNotCollide() {
        let toggle = SettingsRow.toggle(ToggleRow(key: "sync", title: "Sync", isOn: false))
        let link = SettingsRow.link(LinkRow(key: "sync", title: "Sync", destination: "/sync", detail: nil))
        XCTAssertNotEqual(toggle.identity, link.identity)
    }

    func testSectionEnumOverrideAndParameterizedSection() {
        let groups: [SettingsGroup] = [.general, .notifications, .account("ana@example.com"), .about]
        XCTAssertEqual(groups.map(\.header), ["General", "Notifications", nil, nil])
        XCTAssertEqual(SettingsGroup.notifications.footer, "You can change this later in \"Focus\".")
        XCTAssertEqual(SettingsGroup.account("a").footer, "Signed in")
        XCTAssertEqual(SettingsGroup.account("a").allowedKinds, [.link, .toggle, .action])
        let model = SettingsGroupModel(model: .account("a"), items: [.link(privacy)])
        XCTAssertEqual(model.identity, .account("a"))
    }
}
