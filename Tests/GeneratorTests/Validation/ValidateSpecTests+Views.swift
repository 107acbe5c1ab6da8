@testable import ItemizeGenerator
import XCTest

/// `views` and the keys that name a class per view: one test per
/// diagnostic, and the views a spec without `views` gets.
extension ValidateSpecTests {
    private static let adItem = #"{ "name": "Ad", "external": true, "identityType": "Int", "#

    private func adSpec(views: String?, _ keys: String) -> String {
        minimalSpec(
            root: views.map { #""views": \#($0),"# } ?? "",
            items: [Self.cardItem, Self.adItem + keys + " }"])
    }

    private func sectionSpec(views: String?, _ keys: String) -> String {
        minimalSpec(
            root: views.map { #""views": \#($0),"# } ?? "",
            sections: [Self.feedSection, #"{ "name": "more", "# + keys + #", "items": ["Card"] }"#])
    }

    // MARK: - The general keys

    func testCellWithoutViewsAsksWhichViewTheClassIsFor() {
        assertDiagnostic(
            adSpec(views: nil, #"‸"cell": "AdCell""#),
            "\"cell\" names the cell class of the one view \"views\" lists, and the spec has no \"views\"",
            path: "items[1].cell",
            suggestion: "add \"views\": [\"table\"] to the spec if \"AdCell\" is a UITableViewCell "
                + "([\"collection\"] if it is a UICollectionViewCell), "
                + "or write \"tableCell\" (or \"collectionCell\") in place of \"cell\"; "
                + "'itemize migrate --views table Spec.itemize.json' (or '--views collection') makes this change")
    }

    func testHeaderViewWithoutViewsAsksWhichViewTheClassIsFor() {
        assertDiagnostic(
            sectionSpec(views: nil, #"‸"headerView": "MoreHeader""#),
            "\"headerView\" names the header view class of the one view \"views\" lists, and the spec has no \"views\"",
            path: "sections[1].headerView",
            suggestion: "add \"views\": [\"table\"] to the spec if \"MoreHeader\" is a UITableViewHeaderFooterView "
                + "([\"collection\"] if it is a UICollectionReusableView), "
                + "or write \"tableHeaderView\" (or \"collectionHeaderView\") in place of \"headerView\"; "
                + "'itemize migrate --views table Spec.itemize.json' (or '--views collection') makes this change")
    }

    /// A class whose name says its view needs no `--views`: the plain
    /// command the suggestion names works when pasted.
    func testAClassNamedForItsViewSuggestsThePlainMigration() {
        assertDiagnostic(
            adSpec(views: nil, #"‸"cell": "AdTableCell""#),
            "\"cell\" names the cell class of the one view \"views\" lists, and the spec has no \"views\"",
            path: "items[1].cell",
            suggestion: "add \"views\": [\"table\"] to the spec if \"AdTableCell\" is a UITableViewCell "
                + "([\"collection\"] if it is a UICollectionViewCell), "
                + "or write \"tableCell\" (or \"collectionCell\") in place of \"cell\"; "
                + "'itemize migrate Spec.itemize.json' makes this change")
    }

    func testCellWhenViewsListsBothNamesTheKeysPerView() {
        assertDiagnostic(
            adSpec(views: #"["table", "collection"]"#, #"‸"cell": "AdCell""#),
            "\"cell\" names the cell class of the one view \"views\" lists, and \"views\" lists both \"table\" and \"collection\"",
            path: "items[1].cell",
            suggestion: "write \"tableCell\" and \"collectionCell\" in place of \"cell\", a UITableViewCell and a UICollectionViewCell")
    }

    func testFooterViewWhenViewsListsBothNamesTheKeysPerView() {
        assertDiagnostic(
            sectionSpec(views: #"["collection", "table"]"#, #"‸"footerView": "MoreFooter""#),
            "\"footerView\" names the footer view class of the one view \"views\" lists, and \"views\" lists both \"table\" and \"collection\"",
            path: "sections[1].footerView",
            suggestion: "write \"tableFooterView\" and \"collectionFooterView\" in place of \"footerView\", "
                + "a UITableViewHeaderFooterView and a UICollectionReusableView")
    }

    func testCellBesideTheKeyOfItsOwnViewIsNamedTwice() {
        assertDiagnostic(
            adSpec(views: #"["table"]"#, #""cell": "AdCell", ‸"tableCell": "AdRowCell""#),
            "\"cell\" and \"tableCell\" both name the table view's cell class", path: "items[1].tableCell",
            suggestion: "keep one of them")
    }

    func testHeaderViewBesideTheKeyOfItsOwnViewIsNamedTwice() {
        assertDiagnostic(
            sectionSpec(views: #"["collection"]"#, #"‸"collectionHeaderView": "A", "headerView": "B""#),
            "\"headerView\" and \"collectionHeaderView\" both name the collection view's header view class",
            path: "sections[1].collectionHeaderView", suggestion: "keep one of them")
    }

    func testGeneralKeysNameTheClassOfTheOneView() throws {
        let spec = try validate(minimalSpec(
            root: #""views": ["collection"],"#,
            items: [Self.cardItem, Self.adItem + #""cell": "AdTileCell" }"#],
            sections: [#"{ "name": "feed", "headerView": "FeedHeader", "footerView": "FeedFooter", "items": ["Card", "Ad"] }"#]))
        XCTAssertEqual(spec.views, [.collection])
        XCTAssertEqual(spec.items.last?.collectionCellClass, "AdTileCell")
        XCTAssertNil(spec.items.last?.tableCellClass)
        XCTAssertEqual(spec.items.last?.reuseIdentifier, "AdTileCell")
        XCTAssertEqual(spec.sections.first?.collectionHeaderView, "FeedHeader")
        XCTAssertEqual(spec.sections.first?.collectionFooterView, "FeedFooter")
        XCTAssertNil(spec.sections.first?.tableHeaderView)
    }

    // MARK: - Keys of a view that is not listed

    func testTableCellWhenViewsLeavesTheTableOut() {
        assertDiagnostic(
            adSpec(views: #"["collection"]"#, #"‸"tableCell": "AdCell""#),
            "\"tableCell\" names a class for the table view, which \"views\" does not list", path: "items[1].tableCell",
            suggestion: "add \"table\" to \"views\", or remove \"tableCell\"")
    }

    func testCollectionFooterViewWhenViewsLeavesTheCollectionOut() {
        assertDiagnostic(
            sectionSpec(views: #"["table"]"#, #""tableFooterView": "A", ‸"collectionFooterView": "B""#),
            "\"collectionFooterView\" names a class for the collection view, which \"views\" does not list",
            path: "sections[1].collectionFooterView",
            suggestion: "add \"collection\" to \"views\", or remove \"collectionFooterView\"")
    }

    // MARK: - The entries of views

    func testUnknownViewSuggestsTheClosest() {
        assertDiagnostic(
            minimalSpec(root: #""views": [‸"tabel"],"#),
            "unknown view \"tabel\" in \"views\"; a spec's views are \"table\", \"collection\" and \"swiftui\"", path: "views[0]",
            suggestion: "did you mean \"table\"?")
    }

    func testSwiftUIListedTwice() {
        assertDiagnostic(
            minimalSpec(root: #""views": ["swiftui", "table", ‸"swiftui"],"#),
            "\"swiftui\" is listed twice in \"views\"", path: "views[2]", suggestion: "remove one")
    }

    func testAMisspeltSwiftUISuggestsIt() {
        assertDiagnostic(
            minimalSpec(root: #""views": ["table", ‸"swiftiu"],"#),
            "unknown view \"swiftiu\" in \"views\"; a spec's views are \"table\", \"collection\" and \"swiftui\"",
            path: "views[1]", suggestion: "did you mean \"swiftui\"?")
    }

    func testCellWhenViewsListsNoUIKitViewAsksForOne() {
        assertDiagnostic(
            adSpec(views: #"["swiftui"]"#, #"‸"cell": "AdCell""#),
            "\"cell\" names the cell class of the one view \"views\" lists, and \"views\" lists neither \"table\" nor \"collection\"",
            path: "items[1].cell", suggestion: "add \"table\" or \"collection\" to \"views\", or remove \"cell\"")
    }

    func testCellWithOneUIKitViewAndSwiftUINamesThatViewsClass() throws {
        let spec = try validate(adSpec(views: #"["table", "swiftui"]"#, #""cell": "AdCell""#))
        XCTAssertEqual(spec.views, [.table])
        XCTAssertTrue(spec.usesSwiftUI)
        XCTAssertEqual(spec.items.last?.tableCellClass, "AdCell")
    }

    // MARK: - SwiftUI

    func testSwiftUIIsGeneratedOnlyWhereViewsListsIt() throws {
        XCTAssertTrue(try validate(minimalSpec(root: #""views": ["table", "swiftui"],"#)).usesSwiftUI)
        XCTAssertFalse(try validate(minimalSpec(root: #""views": ["table", "collection"],"#)).usesSwiftUI)
        let swiftUIOnly = try validate(minimalSpec(root: #""views": ["swiftui"],"#))
        XCTAssertTrue(swiftUIOnly.usesSwiftUI)
        XCTAssertEqual(swiftUIOnly.views, [])
        XCTAssertEqual(try validate(minimalSpec(root: #""views": ["table"],"#)).warnings, [])
    }

    func testASpecWithoutViewsKeepsSwiftUIWithAWarningAtItsItems() throws {
        let spec = try validate(adSpec(views: nil, #""tableCell": "AdCell""#))
        XCTAssertTrue(spec.usesSwiftUI)
        XCTAssertEqual(spec.warnings.map(\.description), [
            "Spec.itemize.json:3:3: warning: the spec has no \"views\": its SwiftUI code is generated for now, but since "
                + "Itemize 0.2.0 (main of 2026-12-07) only a spec whose \"views\" lists \"swiftui\" gets it (at items); add \"views\": "
                + "[\"table\", \"swiftui\"] (without \"swiftui\" if the app does not use SwiftUI); "
                + "'itemize migrate Spec.itemize.json' adds it",
        ])
    }

    // MARK: - Registrations

    func testRegistrationsAreGeneratedOnlyWhereTheSpecAsksOrHasNoViews() throws {
        XCTAssertFalse(try validate(minimalSpec(root: #""views": ["collection"],"#)).usesRegistrations)
        XCTAssertTrue(try validate(minimalSpec(root: #""views": ["collection"], "registrations": true,"#)).usesRegistrations)
        XCTAssertFalse(try validate(minimalSpec(root: #""views": ["collection"], "registrations": false,"#)).usesRegistrations)
        XCTAssertTrue(try validate(minimalSpec()).usesRegistrations)
        XCTAssertFalse(try validate(minimalSpec(root: #""registrations": false,"#)).usesRegistrations)
        // A spec without "views" whose classes name the table alone has no collection view to register for.
        XCTAssertFalse(try validate(adSpec(views: nil, #""tableCell": "AdCell""#)).usesRegistrations)
    }

    func testRegistrationsWithoutACollectionView() {
        assertDiagnostic(
            minimalSpec(root: #""views": ["table", "swiftui"], ‸"registrations": true,"#),
            "\"registrations\" asks for a collection view's typed registrations, and the spec's screens use no collection view",
            path: "registrations", suggestion: "add \"collection\" to \"views\", or remove \"registrations\"")
    }

    func testRegistrationsThatIsNotABoolean() {
        assertDiagnostic(
            minimalSpec(root: #""views": ["collection"], "registrations": ‸"yes","#),
            "expected true or false for \"registrations\", found a string", path: "registrations")
    }

    func testASpecWithoutViewsKeepsItsRegistrationsWithAWarningThatNamesTheKey() throws {
        let spec = try validate(minimalSpec())
        XCTAssertEqual(spec.warnings.map(\.description), [
            "Spec.itemize.json:3:3: warning: the spec has no \"views\": its SwiftUI code and its collection view's "
                + "registrations are generated for now, but since Itemize 0.2.0 (main of 2026-12-07) only a spec whose \"views\" lists \"swiftui\" "
                + "gets the one, and only a spec with \"registrations\": true the other (at items); add \"views\": "
                + "[\"table\", \"collection\", \"swiftui\"] (without \"swiftui\" if the app does not use SwiftUI) and "
                + "\"registrations\": true (if it uses CellRegistrations); 'itemize migrate Spec.itemize.json' adds both",
        ])
    }

    func testViewListedTwice() {
        assertDiagnostic(
            minimalSpec(root: #""views": ["collection", ‸"collection"],"#),
            "\"collection\" is listed twice in \"views\"", path: "views[1]", suggestion: "remove one")
    }

    func testEmptyViews() {
        assertDiagnostic(
            minimalSpec(root: #""views": ‸[],"#),
            "\"views\" is empty; list the views the screens use, \"table\", \"collection\" and/or \"swiftui\"", path: "views")
    }

    func testViewThatIsNotAString() {
        assertDiagnostic(
            minimalSpec(root: #""views": ["table", ‸1],"#),
            "expected \"table\", \"collection\" or \"swiftui\" (a string) in \"views\", found a number", path: "views[1]")
    }

    func testViewsThatIsNotAnArray() {
        assertDiagnostic(
            minimalSpec(root: #""views": ‸"table","#),
            "expected an array for \"views\", found a string", path: "views")
    }

    func testAnInvalidViewsDoesNotMakeTheClassKeysWrongToo() {
        // The class keys are not checked against a `views` that is itself wrong.
        assertDiagnostic(
            adSpec(views: #"[‸"grid"]"#, #""cell": "AdCell", "tableCell": "AdCell""#),
            "unknown view \"grid\" in \"views\"; a spec's views are \"table\", \"collection\" and \"swiftui\"", path: "views[0]")
    }

    // MARK: - Views without "views"

    func testWithoutViewKeysASpecGetsBothViews() throws {
        XCTAssertEqual(try validate(minimalSpec()).views, [.table, .collection])
    }

    func testWithoutViewsTheViewSpecificKeysNameTheViews() throws {
        XCTAssertEqual(try validate(adSpec(views: nil, #""tableCell": "AdCell""#)).views, [.table])
        XCTAssertEqual(
            try validate(sectionSpec(views: nil, #""collectionFooterView": "MoreFooter""#)).views, [.collection])
        let both = try validate(minimalSpec(
            items: [Self.cardItem, Self.adItem + #""tableCell": "AdCell" }"#],
            sections: [#"{ "name": "feed", "collectionHeaderView": "FeedHeader", "items": ["Card", "Ad"] }"#]))
        XCTAssertEqual(both.views, [.table, .collection])
    }

    func testListedViewsAreKeptInOneOrder() throws {
        XCTAssertEqual(try validate(minimalSpec(root: #""views": ["collection", "table"],"#)).views, [.table, .collection])
    }

    func testAKindWithOneClassForBothViewsIsRegisteredUnderItsNameOnlyWhenTheClassesDiffer() throws {
        let spec = try validate(minimalSpec(items: [
            Self.cardItem,
            Self.adItem + #""tableCell": "AdCell", "collectionCell": "AdTileCell" }"#,
            #"{ "name": "Promo", "external": true, "identityType": "Int", "tableCell": "PromoView", "collectionCell": "PromoView" }"#,
        ]))
        XCTAssertEqual(spec.items.map(\.reuseIdentifier), ["Card", "Ad", "PromoView"])
    }

    // MARK: - What is generated per view

    func testHelpersAreGeneratedOnlyForTheListedViews() throws {
        let pipeline = GeneratorPipeline(templates: .builtIn)
        func generate(_ views: String, target: String = "itemize") throws -> String {
            try pipeline.generate(
                specBytes: Array(sectionSpec(
                    views: views, #""headerView": "MoreHeader""#
                ).replacingOccurrences(of: "\"enum\": \"FeedItem\",", with: "\"enum\": \"FeedItem\", \"target\": \"\(target)\",").utf8),
                file: "Feed.itemize.json")
        }
        let table = try generate(#"["table"]"#)
        XCTAssertTrue(table.contains("struct TableCells") && table.contains("struct TableHeaders"))
        XCTAssertFalse(table.contains("CollectionCells") || table.contains("CollectionHeaders") || table.contains("UICollectionView"))
        XCTAssertTrue(table.contains("register(MoreHeader.self, as: \"MoreHeader\", in: tableView)"), table)
        let collection = try generate(#"["collection"]"#)
        XCTAssertTrue(collection.contains("struct CollectionCells") && collection.contains("struct CollectionHeaders"))
        XCTAssertFalse(collection.contains("TableCells") || collection.contains("TableHeaders") || collection.contains("UITableView"))
        let diffable = try generate(#"["collection"]"#, target: "diffable")
        XCTAssertFalse(diffable.contains("TableDataSource") || diffable.contains("UITableView"), diffable)
        let rx = try generate(#"["collection"]"#, target: "rxdatasources")
        XCTAssertFalse(rx.contains("headerTitles") || rx.contains("UITableView"), rx)
    }
}
