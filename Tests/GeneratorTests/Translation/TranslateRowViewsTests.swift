@testable import ItemizeGenerator
import XCTest

/// The SwiftUI view table's generic parameters: one per kind, named after
/// its case, never hiding a type its initializer names.
final class TranslateRowViewsTests: XCTestCase {
    func testEachKindsRowTypeIsNamedAfterItsCaseAndHidesNoItemType() {
        let items = [
            item("Card", case: "card"), item("CardRow", case: "cardRow"), item("Ads.Banner", case: "banner"),
            item("AdsRow", case: "ads"), item("Default", case: "default"),
        ]
        let rows = translateRowViews(items, translatedItems: items.map(translateItem))
        XCTAssertEqual(rows.map(\.rowType), ["CardRowRow", "CardRowRowRow", "BannerRow", "AdsRowRow", "DefaultRow"])
        XCTAssertEqual(rows.map(\.caseName), ["card", "cardRow", "banner", "ads", "`default`"])
        XCTAssertEqual(rows.map(\.itemType), ["Card", "CardRow", "Ads.Banner", "AdsRow", "Default"])
        XCTAssertEqual(Set(rows.map(\.rowType)).count, rows.count, "two kinds share a generic parameter")
    }

    func testNonASCIINamesAreCapitalizedAndComparedByCharacter() {
        let items = [
            item("Ärger", case: "ärger"), item("ÄrgerRow.Thing", case: "thing"), item("Straße", case: "ßtraße"),
            // A dot with an accent on it is one character, and no module separator.
            item("AdsRow.\u{301}Banner", case: "banner"), item("Ad", case: "ads"),
            // The iota below joins the `e` into one character, which uppercases to two capitals.
            item("Eta", case: "e\u{345}ta"),
        ]
        let rows = translateRowViews(items, translatedItems: items.map(translateItem))
        XCTAssertEqual(
            rows.map(\.rowType), ["ÄrgerRowRow", "ThingRow", "SStraßeRow", "BannerRow", "AdsRow", "E\u{399}taRow"])
    }

    private func item(_ name: String, case caseName: String) -> ValidatedSpec.Item {
        ValidatedSpec.Item(
            name: name, caseName: caseName, reuseIdentifier: name, content: .external(identityType: "Int"))
    }
}
