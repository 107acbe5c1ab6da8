import Foundation
import GeneratorTestSupport
import XCTest

@testable import ItemizeGenerator

/// Type-checks the Apple-only code on Linux: the runtime's UIKit and AppKit
/// adapters and the generated `#if canImport(UIKit) && !os(watchOS)`
/// helpers, against the stand-ins in `Tests/AppleStandIns`, built as modules
/// named `UIKit` and `AppKit` (over one named `ObjectiveC`) so that
/// `#if canImport(...)` is true; and runs the adapters' own logic against
/// them (`Tests/AppleStandIns/Checks`).
///
/// This proves the code compiles against the declarations Apple documents
/// and that the adapters answer UIKit as intended; what UIKit then does
/// with a batch, BatchUpdateSimulator models. On Apple platforms the real
/// frameworks would shadow the stand-ins, so the tests run on Linux only.
final class AppleTypeCheckTests: XCTestCase {
    func testStandInsAreOutsideEverySwiftPMTarget() throws {
        let manifest = try String(contentsOf: packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        let paths = targetPaths(in: manifest)
        XCTAssertTrue(paths.contains("Tests/GeneratorTests"), "could not read the target paths: \(paths)")
        for path in paths {
            XCTAssertFalse(
                "Tests/AppleStandIns/".hasPrefix(path + "/") || path.hasPrefix("Tests/AppleStandIns"),
                "the target at \(path) would compile the stand-ins as its own sources")
        }
    }

    func testEveryAppleFileOfTheRuntimeIsWhollyInsideItsFence() throws {
        let files = try runtimeSources().filter { $0.contains("/UIKit/") || $0.contains("/AppKit/") }
        XCTAssertGreaterThanOrEqual(files.count, 6, "the adapters are missing: \(files)")
        for file in files {
            let fence = file.contains("/UIKit/") ? uikitFence : appkitFence
            let text = try String(contentsOfFile: file, encoding: .utf8)
            XCTAssertNil(fenceProblem(in: text, fence: fence), file)
        }
        for file in try runtimeSources() where !files.contains(file) {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            XCTAssertFalse(
                text.contains("import UIKit") || text.contains("import AppKit"), "\(file) imports a UI framework")
        }
    }

    func testFenceCheckRejectsAWeakerFenceAndCodeOutsideIt() {
        // Negative controls for the check above: each text is an adapter
        // file gone wrong in a way that breaks a watchOS or Catalyst build.
        let body = "    import UIKit\n    extension UITableView {}\n#endif\n"
        XCTAssertNil(fenceProblem(in: uikitFence + "\n" + body, fence: uikitFence))
        // `canImport(UIKit)` alone is true on watchOS, which has no table views.
        XCTAssertNotNil(fenceProblem(in: "#if canImport(UIKit)\n" + body, fence: uikitFence))
        XCTAssertNotNil(fenceProblem(in: "import UIKit\n" + uikitFence + "\n" + body, fence: uikitFence))
        XCTAssertNotNil(fenceProblem(in: uikitFence + "\n" + body + "extension UIView {}\n", fence: uikitFence))
        XCTAssertNotNil(
            fenceProblem(in: uikitFence + "\n#endif\n#if true\nextension UIView {}\n#endif\n", fence: uikitFence))
        // AppKit can be found under Mac Catalyst, where UIKit is the framework.
        XCTAssertNotNil(
            fenceProblem(in: "#if canImport(AppKit)\n    import AppKit\n#endif\n", fence: appkitFence))
    }

    func testRuntimeTypeChecksAgainstUIKit() throws {
        let build = try standIns()
        // Emitting the module type-checks every file, the adapters included.
        XCTAssertNil(build.uikit.runtimeFailure, "ItemizeRuntime with UIKit:\n\(build.uikit.runtimeFailure ?? "")")
        // These names exist only if the UIKit files were compiled.
        let folder = try TemporaryFolder()
        let file = try folder.write(
            """
            import ItemizeRuntime
            import UIKit

            @MainActor func targets(_ table: UITableView, _ grid: UICollectionView) -> [any BatchUpdateTarget] {
                [table, grid]
            }
            typealias Adapters = (TableViewDataSource<Numbers>, CollectionViewDataSource<Numbers>)
            typealias Numbers = AnimatableSectionModel<String, Int>
            """, to: "Adapters.swift")
        let result = try build.typeCheck([file], module: "Adapters", against: build.uikit)
        XCTAssertEqual(result.status, 0, "the UIKit adapters are missing from ItemizeRuntime:\n\(result.output)")
    }

    /// As with the real SDK: a table view controller's delegate methods are
    /// members of the class, so a subclass overrides them, and a subclass
    /// that does not write `override` does not compile.
    func testTableViewControllerSubclassesOverrideItsDelegateMethods() throws {
        let build = try standIns()
        let folder = try TemporaryFolder()
        let method = "func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }"
        for (keyword, status) in [("override ", 0), ("", 1)] {
            let file = try folder.write(
                "import UIKit\nfinal class Headers: UITableViewController {\n    \(keyword)\(method)\n}\n",
                to: "Headers\(status).swift")
            let result = try build.typeCheck([file], module: "Headers", against: build.uikit)
            XCTAssertEqual(result.status, Int32(status), "with \"\(keyword)\":\n\(result.output)")
        }
    }

    func testRuntimeTypeChecksAgainstAppKit() throws {
        let build = try standIns()
        XCTAssertNil(build.appkit.runtimeFailure, "ItemizeRuntime with AppKit:\n\(build.appkit.runtimeFailure ?? "")")
        // The app's use of the AppKit data source (BuildSettingsTests
        // compiles Settings with AppKitApp.swift) needs the adapter, which
        // is compiled only if `canImport(AppKit)` was true.
        let folder = try TemporaryFolder()
        let result = try build.typeCheck(
            [try folder.write(
                "import AppKit\nimport ItemizeRuntime\ntypealias Adapter = CollectionViewDataSource<AnimatableSectionModel<String, Int>>\n",
                to: "Adapter.swift")],
            module: "AdapterApp", against: build.appkit)
        XCTAssertEqual(result.status, 0, "the AppKit adapter is missing from ItemizeRuntime:\n\(result.output)")
    }

    func testTableViewStepsReplayedOneAfterAnotherShowTheData() throws {
        // NSTableView applies row changes in sequence; the adapter turns each
        // all-at-once stage into such steps. The check replays them on
        // seeded random single-section diffs (see Checks/TableRowStepsCheck.swift).
        let build = try standIns()
        let result = try build.runAgainstRuntime(
            [packageRoot.appendingPathComponent("Tests/AppleStandIns/Checks/TableRowStepsCheck.swift").path],
            against: build.appkit, framework: "AppKit")
        // One check per pair, and one that every kind of step happened many times.
        assertChecksPassed(result, atLeast: 3_005)
    }

    /// The generated files' UIKit parts are fenced as watchOS needs, and an
    /// AppKit part, should a template add one, as Mac Catalyst needs (the
    /// row actions' is the runtime's); they type-check with their screens
    /// in BuildSettingsTests.
    func testGeneratedFilesFenceTheirUIKitAndAppKitParts() throws {
        let generated = try generatedFiles()
        XCTAssertGreaterThanOrEqual(generated.count, 5, "the generated files are missing: \(generated)")
        for file in generated {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            XCTAssertTrue(text.contains(uikitFence + "\n"), "\(file) has no UIKit part inside \(uikitFence)")
            XCTAssertFalse(text.contains("#if canImport(UIKit)\n"), "\(file) has a UIKit part that watchOS would build")
            // Every `import AppKit` is the first line inside the AppKit fence.
            let imports = text.components(separatedBy: "\nimport AppKit\n").count - 1
            let fenced = text.components(separatedBy: "\n" + appkitFence + "\nimport AppKit\n").count - 1
            XCTAssertEqual(imports, fenced, "\(file) imports AppKit outside \(appkitFence)")
        }
    }

    func testCheckFailsWhenTableCellsMissAKind() throws {
        // The Feed's table cells without the `ad:` closure, as if the spec
        // had gained a kind the app does not handle yet.
        let result = try typeCheckFeed(adding: negativeControl("FeedTableCellsWithoutAd.swift"))
        XCTAssertNotEqual(result.status, 0, "a TableCells without `ad:` compiled")
        XCTAssertTrue(result.output.contains("missing argument for parameter 'ad'"), result.output)
    }

    func testAKindTheSpecKeepsOutOfASectionDoesNotCompileThere() throws {
        // The typed builder of the featured section takes cards and banners;
        // the Feed app itself builds its sections through the builders.
        let result = try typeCheckFeed(adding: negativeControl("FeedAdInFeatured.swift"))
        XCTAssertNotEqual(result.status, 0, "an ad in the featured section compiled")
        XCTAssertTrue(result.output.contains("type 'FeedItem.FeaturedItems' has no member 'ad'"), result.output)
    }

    func testAKindTheSpecKeepsOutOfASectionCannotBeAppendedThere() throws {
        // The array's typed append to the feed section takes cards and ads.
        let result = try typeCheckFeed(adding: negativeControl("FeedBannerAppendedToFeed.swift"))
        XCTAssertNotEqual(result.status, 0, "a banner appended to the feed section compiled")
        XCTAssertTrue(result.output.contains("type 'FeedItem.FeedItems' has no member 'banner'"), result.output)
    }

    func testUntypedSectionBuildersAndMutationsWouldLetTheDisallowedKindsThrough() throws {
        // Negative control of the two tests above: a template override whose
        // builders and typed sections take any item compiles both screens,
        // so those tests fail for a generator that emits untyped ones.
        let build = try standIns()
        let folder = try TemporaryFolder()
        let builtIn = try XCTUnwrap(TemplateSet.builtIn.source(named: "section-items"))
        let untyped = builtIn.text
            .replacingOccurrences(
                of: "_ members: [{{ library.itemEnumInModel }}.{{ section.itemsTypeName }}]", with: "_ members: [{{ enumName }}]")
            .replacingOccurrences(of: "members.map { $0.item }", with: "members")
            .replacingOccurrences(of: "Members == Model.Item.{{ section.itemsTypeName }}", with: "Members == Model.Item")
            + "\nextension {{ enumName }}: ItemizeRuntime.SectionMembers { public var item: Self { self } }\n"
        XCTAssertEqual(untyped.components(separatedBy: "Members == Model.Item {").count, 2, "the override missed the typed sections")
        let templates = TemplateSet.builtIn.merging(TemplateSet(templates: ["section-items": (untyped, builtIn.path)]))
        let spec = try Data(contentsOf: packageRoot.appendingPathComponent("Examples/Feed.itemize.json"))
        let code = try GeneratorPipeline(templates: templates).generate(specBytes: Array(spec), file: "Feed.itemize.json")
        let feed = try folder.write(code, to: "Feed.swift")
        let result = try build.typeCheck(
            [feed, consumer("FeedApp"), negativeControl("FeedAdInFeatured.swift"), negativeControl("FeedBannerAppendedToFeed.swift")],
            module: "FeedApp", against: build.uikit)
        XCTAssertEqual(result.status, 0, "the untyped builders did not compile the screens:\n\(result.output)")
    }

    func testCheckFailsForAClosureOfTheWrongCellClass() throws {
        // `card` is configured as if its cell were an `AdCell`.
        let result = try typeCheckFeed(adding: negativeControl("FeedCardClosureOfAnAdCell.swift"))
        XCTAssertNotEqual(result.status, 0, "a card closure taking an AdCell compiled")
        XCTAssertTrue(result.output.contains("AdCell") && result.output.contains("CardCell"), result.output)
    }

    func testCheckFailsForADataSourceMethodWithAWrongSignature() throws {
        // UIKit's optional methods have defaults, so a misspelt one compiles
        // and is silently never called. Swift warns when such a method is
        // declared where the conformance is (as Xcode warns that it "nearly
        // matches optional requirement"), and warnings are errors here. The
        // adapters, generic classes whose methods UIKit calls, cannot declare
        // their conformance in an extension; UIKitAdaptersCheck catches a
        // misspelt method of theirs instead (see the test below).
        let build = try standIns()
        let folder = try TemporaryFolder()
        let source = """
            import UIKit

            @MainActor
            final class Titles: NSObject {}

            extension Titles: UITableViewDataSource {
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    UITableViewCell(style: .default, reuseIdentifier: nil)
                }
                func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
            }
            """
        let control = try build.typeCheck([try folder.write(source, to: "Titles.swift")], module: "Titles", against: build.uikit)
        XCTAssertEqual(control.status, 0, "the data source with the right signature:\n\(control.output)")
        let broken = source.replacingOccurrences(of: "titleForHeaderInSection section: Int", with: "titleForHeaderInSection section: String")
        let result = try build.typeCheck([try folder.write(broken, to: "Broken.swift")], module: "Broken", against: build.uikit)
        XCTAssertNotEqual(result.status, 0, "a data source with a wrong header signature compiled")
        XCTAssertTrue(result.output.contains("nearly matches defaulted requirement"), result.output)
    }

    func testACellWithItsOwnInitializerMustProvideInitCoder() throws {
        // UIKit's views require `init?(coder:)`: Xcode rejects a cell class
        // with a designated initializer of its own and no `init?(coder:)`.
        // The consumers' cells that declare one (AdCell in FeedApp.swift)
        // compile only because they also provide it.
        let build = try standIns()
        let folder = try TemporaryFolder()
        let cell = """
            import UIKit

            final class BadgeCell: UITableViewCell {
                var badge = ""
                init(badge: String) {
                    self.badge = badge
                    super.init(style: .default, reuseIdentifier: nil)
                }
            STYLECODER}
            """
        let style = """
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                }

            """
        let coder = "    required init?(coder: NSCoder) { nil }\n"
        func typeCheck(_ text: String, as name: String) throws -> CompilerResult {
            try build.typeCheck([try folder.write(text, to: "\(name).swift")], module: name, against: build.uikit)
        }
        let control = try typeCheck(
            cell.replacingOccurrences(of: "STYLE", with: style).replacingOccurrences(of: "CODER", with: coder), as: "Cell")
        XCTAssertEqual(control.status, 0, "the cell with init?(coder:):\n\(control.output)")
        let result = try typeCheck(
            cell.replacingOccurrences(of: "STYLE", with: style).replacingOccurrences(of: "CODER", with: ""), as: "Broken")
        XCTAssertNotEqual(result.status, 0, "a cell without init?(coder:) compiled")
        XCTAssertTrue(
            result.output.contains("'required' initializer 'init(coder:)' must be provided by subclass of 'UITableViewCell'"),
            result.output)
        // Stricter than UIKit, by design: a cell that replaces
        // init(style:reuseIdentifier:), which a table calls to make a
        // registered class, lacks the stand-in's way of dequeuing it. UIKit
        // would stop the app at dequeue ("Use of unimplemented initializer").
        let withoutStyle = try typeCheck(
            cell.replacingOccurrences(of: "STYLE", with: "").replacingOccurrences(of: "CODER", with: coder), as: "NoStyle")
        XCTAssertNotEqual(withoutStyle.status, 0, "a cell without init(style:reuseIdentifier:) compiled")
        XCTAssertTrue(
            withoutStyle.output.contains(
                "'required' initializer 'init(standInDequeueWithReuseIdentifier:)' must be provided by subclass of 'UITableViewCell'"),
            withoutStyle.output)
    }

    func testAClassOfTheWrongViewIsACompileErrorInTheGeneratedCode() throws {
        // The Inbox spec with its table classes named as the collection's:
        // the generated helpers register through the runtime's generic
        // functions constrained to each view's base class, so the mistake stops the
        // build in the generated file instead of the app at dequeue.
        // (NegativeControls/InboxTableClassesInACollection.itemize.json is
        // the Inbox spec with MailCell and InboxHeaderView as its collection's.)
        let build = try standIns()
        let folder = try TemporaryFolder()
        func typeCheck(_ spec: String, as name: String) throws -> (result: CompilerResult, generated: String) {
            let code = try generate(spec, mistakes: [])
            let generated = try folder.write(code, to: "\(name)/Inbox.swift")
            return (try build.typeCheck([generated, consumer("InboxApp")], module: "InboxApp", against: build.uikit), generated)
        }
        let control = try typeCheck("Examples/Inbox.itemize.json", as: "Control")
        XCTAssertEqual(control.result.status, 0, "the Inbox spec as committed:\n\(control.result.output)")
        let (result, generated) = try typeCheck(
            "Tests/AppleStandIns/NegativeControls/InboxTableClassesInACollection.itemize.json", as: "Broken")
        XCTAssertNotEqual(result.status, 0, "a table cell registered with a collection view compiled")
        let errors = result.output.split(separator: "\n").filter { $0.contains(": error: ") }
        for expected in [
            "static method 'register(_:as:in:)' requires that 'MailCell' inherit from 'UICollectionViewCell'",
            "static method 'register(_:ofKind:as:in:)' requires that 'InboxHeaderView' inherit from 'UICollectionReusableView'",
            // The typed registrations (iOS 14) reject them as well.
            "'UICollectionView.CellRegistration' requires that 'MailCell' inherit from 'UICollectionViewCell'",
            "'UICollectionView.SupplementaryRegistration' requires that 'InboxHeaderView' inherit from 'UICollectionReusableView'",
        ] {
            let error = errors.first { $0.contains(expected) }
            XCTAssertTrue(error?.hasPrefix(generated + ":") == true, "no error \(expected) in the generated file:\n\(result.output)")
        }
        // Nothing else is wrong: the closures take the named classes, whatever they are.
        XCTAssertEqual(errors.count, 4, result.output)
    }

    func testStandInsDequeueTheRegisteredClassAndStopAtWhatUIKitRejects() throws {
        // See Checks/RegistrationCheck.swift: run without an argument it
        // dequeues each registered class; with a rule's name it breaks the
        // rule and must stop as UIKit does, with the stand-in's message.
        let build = try standIns()
        let rules: [(rule: String, message: String)] = [
            ("table-cell-not-registered", "unable to dequeue a cell with identifier Row"),
            ("table-cell-of-a-collection", "the class TileCell registered for identifier Row is not a UITableViewCell"),
            ("header-footer-of-a-table-cell",
             "the class RowCell registered for identifier Header is not a UITableViewHeaderFooterView"),
            ("collection-cell-not-registered", "could not dequeue a cell with identifier Tile"),
            ("collection-cell-of-a-table", "the class RowCell registered for cell identifier Tile is not a UICollectionViewCell"),
            ("supplementary-view-of-another-kind",
             "could not dequeue a view of kind UICollectionElementKindSectionFooter with identifier Header"),
            ("supplementary-view-of-a-table",
             "the class RowHeader registered for views of kind UICollectionElementKindSectionHeader with identifier Header "
                + "is not a UICollectionReusableView"),
            ("table-reload-during-drop",
             "reloadData() while the table view has uncommitted updates, which forces the table to delete any uncommitted "
                + "changes: \"Don't call this method when the hasUncommittedUpdates property is true\""),
            ("collection-reload-during-drop",
             "reloadData() while the collection view has uncommitted updates: \"don't reload the collection view's data, "
                + "as doing so deletes all placeholders and recreates items from the data source\""),
            ("table-reconfigure-with-another-identifier",
             "Attempted to dequeue a cell for a different registration or reuse identifier than the existing cell when "
                + "reconfiguring an item: dequeued Other, the existing cell's is Row"),
            ("table-reconfigure-returning-a-new-cell",
             "the data source returned a new cell when reconfiguring the row at [0, 0], where it \"must return the same "
                + "existing cell for a given index path\""),
            ("collection-reconfigure-with-another-identifier",
             "Attempted to dequeue a cell for a different registration or reuse identifier than the existing cell when "
                + "reconfiguring an item: dequeued Other, the existing cell's is Tile"),
            ("collection-reconfigure-with-another-registration",
             "Attempted to dequeue a cell for a different registration or reuse identifier than the existing cell when "
                + "reconfiguring an item: dequeued TileCell registration 2, the existing cell's is TileCell registration 1"),
        ]
        let results = try build.runAgainstStandIn(
            [packageRoot.appendingPathComponent("Tests/AppleStandIns/Checks/RegistrationCheck.swift").path],
            against: build.uikit, framework: "UIKit", arguments: [[]] + rules.map { [$0.rule] })
        guard results.count == rules.count + 1 else { return XCTFail("the check did not build:\n\(results.first?.output ?? "")") }
        assertChecksPassed(results[0], atLeast: 12)
        for (index, rule) in rules.enumerated() {
            let result = results[index + 1]
            // A trap ends the process with SIGILL (4) on x86_64 and SIGTRAP (5) on arm64.
            XCTAssertEqual(result.status, trapSignal, "\(rule.rule) did not trap:\n\(result.output)")
            XCTAssertTrue(result.output.contains("Fatal error: \(rule.message)"), "\(rule.rule):\n\(result.output)")
        }
    }

    func testInboxScreensGetTheCellsAndViewsTheHelpersRegistered() throws {
        // See Checks/InboxCellsCheck.swift: the consumer screens, run.
        let build = try standIns()
        let files = [
            packageRoot.appendingPathComponent("Tests/AppleStandIns/Checks/InboxCellsCheck.swift").path,
            packageRoot.appendingPathComponent("Examples/Inbox.swift").path, consumer("InboxApp"),
        ]
        let result = try build.runAgainstRuntime(files, against: build.uikit, framework: "UIKit")
        assertChecksPassed(result, atLeast: 12)
    }

    func testEveryActionOfEveryKindReachesItsHandlerAndMovesFollowTheSpec() throws {
        // See Checks/RowActionsCheck.swift: the Inbox table's delegate, asked
        // as UIKit asks, with each button and menu item tapped and each row
        // selected by a touch and by focus; then its negative controls, which
        // must fail for their own reason.
        let build = try standIns()
        let files = [
            packageRoot.appendingPathComponent("Tests/AppleStandIns/Checks/RowActionsCheck.swift").path,
            packageRoot.appendingPathComponent("Tests/AppleStandIns/Checks/InboxFlagOnly.swift").path,
            packageRoot.appendingPathComponent("Examples/Inbox.swift").path, consumer("InboxApp"),
        ]
        let controls = [
            ("swipe-left-open", "the leading button 0 at [0, 0] in the table left the row leftOpen"),
            ("move-anywhere", "a mail dropped into the loading section goes to [2, 0], not back to [1, 0]"),
            ("nil-for-none", #"a mail without trailing actions offers ["Delete"] in the table"#),
            ("highlight-only", "the spinner in the table, selected by focus, ended selected at Optional([2, 0])"),
        ]
        let results = try build.runAgainstRuntime(
            files, against: build.uikit, framework: "UIKit", arguments: [[]] + controls.map { [$0.0] })
        assertChecksPassed(results[0], atLeast: 129)
        for ((_, failure), broken) in zip(controls, results.dropFirst()) {
            assertChecksFailed(broken, with: [failure])
        }

        // The runtime's mistakes: a destructive action said done while its
        // row is still there, and handlers given the place a row had when
        // its actions were asked for.
        let springing = try build.runAgainstRuntime(
            files, against: build.uikit, framework: "UIKit", replacing: runtimeMistake("DestructiveWithoutItsRowGone"))
        assertChecksFailed(springing, with: ["a Delete that asks first closed the row in the table as springsBack"])
        let stale = try build.runAgainstRuntime(
            files, against: build.uikit, framework: "UIKit", replacing: runtimeMistake("PlacesWhenAsked"))
        assertChecksFailed(stale, with: [#"Archive tapped after an update called ["archive 2 day(\"Mon\") 1.0"] in the table"#])
    }

    func testEveryCombinationOfDeletableMovableAndSwipeActionsGetsItsEditingControlsAndSwipes() throws {
        // See Checks/EditingRulesCheck.swift: one kind per combination, in a
        // table whose data source and delegate use the runtime's editing
        // rules; then its negative controls: the old answer (editable only
        // when deletable) from the app and from the runtime, and a delegate
        // that leaves the editing style to UIKit.
        let build = try standIns()
        let folder = try TemporaryFolder()
        let generated = try folder.write(
            generate("Tests/AppleStandIns/Checks/EditingRules.itemize.json", mistakes: []), to: "EditingRules.swift")
        let files = [generated, packageRoot.appendingPathComponent("Tests/AppleStandIns/Checks/EditingRulesCheck.swift").path]
        let results = try build.runAgainstRuntime(
            files, against: build.uikit, framework: "UIKit", arguments: [[], ["editable-if-deletable"], ["no-editing-style"]])
        assertChecksPassed(results[0], atLeast: 32)
        let oldAnswer = [
            "in edit mode the moves row shows none control, reorders false, indents false, not none control, reorders true",
            "a swipe shows the swipes row's leading buttons [], not [\"Flag\"]",
        ]
        assertChecksFailed(results[1], with: oldAnswer)
        assertChecksFailed(results[2], with: [
            "in edit mode the moves row shows delete control, reorders true, indents true, not none control",
        ])
        let runtime = try build.runAgainstRuntime(
            files, against: build.uikit, framework: "UIKit", replacing: runtimeMistake("EditableOnlyIfDeletable"))
        assertChecksFailed(runtime, with: oldAnswer)
    }

    func testEveryRowActionOfEveryKindReachesItsHandlerOnAMacTableAndHidesTheActions() throws {
        // See Checks/AppKitRowActionsCheck.swift: the Mac table's delegate,
        // swiped and clicked as AppKit does; then its negative control, the
        // runtime's AppKit row actions with each edge's actions shown at the
        // other edge and no `rowActionsVisible = false` after a click, each
        // mistake caught by its own check.
        let build = try standIns()
        let files = [
            packageRoot.appendingPathComponent("Tests/AppleStandIns/Checks/AppKitRowActionsCheck.swift").path,
            packageRoot.appendingPathComponent("Tests/AppleStandIns/Checks/InboxFlagOnly.swift").path,
            packageRoot.appendingPathComponent("Examples/Inbox.swift").path, consumer("InboxAppKitApp"),
        ]
        let result = try build.runAgainstRuntime(files, against: build.appkit, framework: "AppKit")
        assertChecksPassed(result, atLeast: 27)
        let failed = try build.runAgainstRuntime(
            files, against: build.appkit, framework: "AppKit", replacing: runtimeMistake("RowActionsOnTheOtherEdgeLeftShowing"))
        assertChecksFailed(failed, with: [
            #"the leading buttons at row 1 are ["Delete", "Archive"], not ["Read"]"#,
            "the leading button 0 at row 1 left the row's actions showing",
        ])
    }

    func testRowsDragAndDropOnlyIntoSectionsThatAllowTheirKind() throws {
        // See Checks/RowDragDropCheck.swift: the Inbox table's and list's drag
        // and drop delegates, asked as UIKit asks, for every kind and section,
        // and for a mail dragged between the two views; then its negative
        // controls: views that never enabled dragging, the runtime's proposals
        // with the kind rule left out, and proposals that move any drag of the
        // app (its local drag session alone), each of which must fail for its
        // own reason.
        let build = try standIns()
        let files = [
            packageRoot.appendingPathComponent("Tests/AppleStandIns/Checks/RowDragDropCheck.swift").path,
            packageRoot.appendingPathComponent("Examples/Inbox.swift").path, consumer("InboxApp"),
        ]
        let results = try build.runAgainstRuntime(
            files, against: build.uikit, framework: "UIKit", arguments: [[], ["drag-not-enabled"]])
        assertChecksPassed(results[0], atLeast: 26)
        assertChecksFailed(results[1], with: ["the mail at [0, 0] in the table does not drag", "the mail at [0, 0] in the list does not drag"])

        let ignoring = try build.runAgainstRuntime(
            files, against: build.uikit, framework: "UIKit", replacing: runtimeMistake("DropIgnoringKinds"), arguments: [[]])
        assertChecksFailed(
            try XCTUnwrap(ignoring.first),
            with: ["a mail dropped into loading, which refuses it, was reordered in the table, not forbidden"])

        let anyLocalDrag = try build.runAgainstRuntime(
            files, against: build.uikit, framework: "UIKit", replacing: runtimeMistake("MoveOfAnyLocalDrag"), arguments: [[]])
        assertChecksFailed(
            try XCTUnwrap(anyLocalDrag.first),
            with: [
                "a mail dragged from the table and dropped into the list was reverted, not forbidden",
                "a mail dragged from the list and dropped into the table was reverted, not forbidden",
            ])
    }

    func testRegisteredAndHostedFeedCellsComeThroughTheirRegistrationsMadeOnceOutsideTheProvider() throws {
        // See Checks/CellRegistrationsCheck.swift: run without an argument it
        // asks the feed's registered and hosted screens for their cells and
        // reconfigures them; with a rule's name it makes a registration
        // inside a provider (at once or lazily), or new registrations or
        // hosted rows between two updates, which must stop the program with
        // the stand-in's message, as UIKit raises.
        let build = try standIns()
        let rules: [(rule: String, message: String)] = [
            ("cell-registration-inside-provider",
             "a cell was dequeued using a registration that was created inside a cell provider"),
            ("supplementary-registration-inside-provider",
             "a supplementary view was dequeued using a registration that was created inside a provider"),
            ("registrations-made-lazily-in-provider",
             "a cell was dequeued using a registration that was created inside a cell provider"),
            ("registrations-recreated-between-updates",
             "Attempted to dequeue a cell for a different registration or reuse identifier than the existing cell when "
                + "reconfiguring an item: dequeued CardTileCell registration"),
            ("hosted-rows-recreated-between-updates",
             "Attempted to dequeue a cell for a different registration or reuse identifier than the existing cell when "
                + "reconfiguring an item: dequeued UICollectionViewListCell registration"),
        ]
        let results = try build.runAgainstRuntime(
            feedRegistrationFiles(), against: build.uikit, framework: "UIKit", arguments: [[]] + rules.map { [$0.rule] })
        guard results.count == rules.count + 1 else { return XCTFail("the check did not build:\n\(results.first?.output ?? "")") }
        assertChecksPassed(results[0], atLeast: 16)
        for (index, rule) in rules.enumerated() {
            let result = results[index + 1]
            XCTAssertEqual(result.status, trapSignal, "\(rule.rule) did not trap:\n\(result.output)")
            XCTAssertTrue(result.output.contains("Fatal error: \(rule.message)"), "\(rule.rule):\n\(result.output)")
        }
    }

    func testCellRegistrationsCheckCatchesAnIdentifierSetOverTheKindsOwn() throws {
        // Negative control: registrations that set the item's identifier
        // after the kind's closure, over the one the closure set.
        let build = try standIns()
        let results = try build.runAgainstRuntime(
            feedRegistrationFiles(), against: build.uikit, framework: "UIKit",
            replacing: runtimeMistake("IdentifierAfterTheKindsClosure"), arguments: [[]])
        assertChecksFailed(
            try XCTUnwrap(results.first),
            with: [#"a card whose closure sets its own identifier is identified as Optional("card.1")"#])
    }

    func testCellRegistrationsCheckCatchesAHandlerThatConfiguresNothingAndARowNotHosted() throws {
        // Negative control: the runtime's cell registrations and hosted
        // rows with handlers that leave the cell as
        // dequeued, as a registration of the wrong closure would; each
        // screen's check must report it.
        let build = try standIns()
        let results = try build.runAgainstRuntime(
            feedRegistrationFiles(), against: build.uikit, framework: "UIKit",
            replacing: runtimeMistake("RegistrationsConfiguringNothing"), arguments: [[]])
        assertChecksFailed(
            try XCTUnwrap(results.first),
            with: [
                "the card's cell is CardTileCell, not a CardTileCell showing the card",
                "the banner's cell is UICollectionViewCell, not a plain cell whose content shows the campaign",
                "the hosted cell at [0, 0] is UICollectionViewListCell showing nothing",
                "the hosted table cell at [0, 0] shows nothing",
            ])
    }

    /// The feed's registration check with the files it runs.
    private func feedRegistrationFiles() -> [String] {
        [packageRoot.appendingPathComponent("Tests/AppleStandIns/Checks/CellRegistrationsCheck.swift").path,
         packageRoot.appendingPathComponent("Examples/Feed.swift").path, consumer("FeedApp"), consumer("FeedHostedRowsApp")]
    }

    func testTheStarterSpecsOfItemizeInitGenerateAndTypeCheckAsWritten() throws {
        let build = try standIns()
        let folder = try TemporaryFolder()
        for isCollection in [false, true] {
            let name = isCollection ? "Grid" : "List"
            let spec = starterSpec(fileName: "\(name).itemize.json", isCollection: isCollection)
            let code = try GeneratorPipeline(templates: .builtIn).generate(specBytes: Array(spec.utf8), file: "\(name).itemize.json")
            XCTAssertTrue(code.contains(isCollection ? "CollectionCells" : "TableCells"), code)
            let file = try folder.write(code, to: "\(name)/\(name).swift")
            let result = try build.typeCheck([file], module: "\(name)App", against: build.uikit)
            XCTAssertEqual(result.status, 0, "the starter spec of a \(name) does not compile:\n\(result.output)")
        }
    }

    func testSettingsRowsAreDrawnFromTheirContentWithoutACellClass() throws {
        // See Checks/SettingsContentCheck.swift: the settings screen, run.
        let result = try runSettingsContentCheck(settings: nil)
        assertChecksPassed(result, atLeast: 16)
    }

    func testSettingsContentCheckCatchesASwitchActionKeptFromAnotherRowAndACellWithoutItsStyle() throws {
        // Negative controls: a switch action without the identifier that
        // makes UIKit replace it, so a reused cell also reports the row it
        // showed before; and a value row registered as a default-style cell,
        // which has no detail label before iOS 14.
        // Both mistakes go in one build, each caught by its own check.
        let result = try runSettingsContentCheck(
            settings: nil,
            replacing: runtimeMistake("SwitchActionWithoutIdentifier").merging(
                runtimeMistake("TableCellsRegisteredAsUITableViewCell")) { first, _ in first })
        assertChecksFailed(result, with: ["turning sync on told", "the theme row's cell has no detail label"])
        XCTAssertEqual(CheckRun(result).failures.count, 2, result.output)
    }

    /// Runs Checks/SettingsContentCheck.swift with the settings screen and
    /// `settings` as the generated file, or Examples/Settings.swift, against
    /// the runtime with the files of `replacing` in place of its own.
    private func runSettingsContentCheck(settings: String?, replacing: [String: String] = [:]) throws -> CompilerResult {
        let build = try standIns()
        let folder = try TemporaryFolder()
        let generated = try settings.map { try folder.write($0, to: "Settings.swift") }
            ?? packageRoot.appendingPathComponent("Examples/Settings.swift").path
        return try build.runAgainstRuntime(
            [packageRoot.appendingPathComponent("Tests/AppleStandIns/Checks/SettingsContentCheck.swift").path, generated,
             consumer("SettingsApp"),
             packageRoot.appendingPathComponent("Tests/GeneratorTests/Fixtures/ListContent.swift").path, consumer("ListContentApp")],
            against: build.uikit, framework: "UIKit", replacing: replacing)
    }

    func testInboxCellsCheckCatchesACellOfAnotherClass() throws {
        // Negative control: the runtime's table cells registering the plain
        // cell class for mail, as a class registered elsewhere under the same
        // identifier would; the runtime's cast then fails and says so.
        let build = try standIns()
        let result = try build.runAgainstRuntime(
            [packageRoot.appendingPathComponent("Tests/AppleStandIns/Checks/InboxCellsCheck.swift").path,
             packageRoot.appendingPathComponent("Examples/Inbox.swift").path, consumer("InboxApp")],
            against: build.uikit, framework: "UIKit", replacing: runtimeMistake("TableCellsRegisteredAsUITableViewCell"))
        XCTAssertEqual(result.status, trapSignal, result.output)
        XCTAssertTrue(result.output.contains("UITableViewCell was dequeued where MailCell was registered"), result.output)
    }

    func testTheRuntimesCellAndHeaderTablesDequeueConfigureAndRefuseAsTheGeneratedOnesRelyOn() throws {
        // See Checks/UIKitCellTablesCheck.swift: the runtime's UIKit tables
        // with a hand-written table in place of a generated one.
        let build = try standIns()
        let result = try build.runAgainstRuntime(
            [packageRoot.appendingPathComponent("Tests/AppleStandIns/Checks/UIKitCellTablesCheck.swift").path],
            against: build.uikit, framework: "UIKit")
        assertChecksPassed(result, atLeast: 13)
        // Negative control: registrations whose handlers configure nothing.
        let broken = try build.runAgainstRuntime(
            [packageRoot.appendingPathComponent("Tests/AppleStandIns/Checks/UIKitCellTablesCheck.swift").path],
            against: build.uikit, framework: "UIKit", replacing: runtimeMistake("RegistrationsConfiguringNothing"))
        assertChecksFailed(broken, with: [#"the registrations' handlers told ["dog 3 at [0, 4], true"]"#])
        // Negative control: a header lookup that reads a global header's one
        // index as a section.
        let anyIndexPath = try build.runAgainstRuntime(
            [packageRoot.appendingPathComponent("Tests/AppleStandIns/Checks/UIKitCellTablesCheck.swift").path],
            against: build.uikit, framework: "UIKit", replacing: runtimeMistake("HeadersOfAnyIndexPath"))
        assertChecksFailed(anyIndexPath, with: [#"the headers were asked for the sections ["yard", "yard"]"#])
    }

    func testUIKitAdaptersAnswerOnlyForTheirClosuresNeverTrapAndReloadWhenABatchIsUnsafe() throws {
        // See Checks/UIKitAdaptersCheck.swift. Built with DEBUG, as a debug
        // build of an app is, so that the runtime's messages show.
        let build = try standIns()
        let result = try build.runAgainstRuntime([uikitAdaptersCheck], against: build.uikit, framework: "UIKit", debug: true)
        assertChecksPassed(result, atLeast: 150)
        let lines = result.output.split(separator: "\n").map(String.init)
        func count(_ text: String) -> Int { lines.filter { $0.hasPrefix("Itemize: ") && $0.contains(text) }.count }
        // A released and a replaced data source, for the table and for the
        // collection view; no message when the view is merely off screen,
        // nor for a drop in progress, whose update is held, not reloaded.
        XCTAssertEqual(count("the view's data source is not the one showing this data"), 4, result.output)
        XCTAssertEqual(count("uncommitted"), 0, result.output)
        // The table whose batches never finished, once, when the data
        // source gave up on them.
        XCTAssertEqual(count("reloading instead of waiting: the view did not finish"), 1, result.output)
        XCTAssertEqual(count("which is not a row's index path"), 3, result.output)
        XCTAssertEqual(count("which is not an item's index path"), 3, result.output)
    }

    func testUIKitAdaptersCheckCatchesAMisspeltMethodAWrongSelectorAndATrap() throws {
        // Negative control: the adapters as they would be with three
        // mistakes the compiler lets through, each of which the check must
        // report.
        let build = try standIns()
        let result = try build.runAgainstRuntime(
            [uikitAdaptersCheck], against: build.uikit, framework: "UIKit",
            replacing: runtimeMistake("MisspeltMethodWrongSelectorAndTrappingPaths"))
        // The trap ends the run after the checks before it reported.
        XCTAssertEqual(result.status, trapSignal, result.output)
        XCTAssertTrue(result.output.contains("Invalid index path for use with UITableView"), result.output)
        let messages = CheckRun(result).messages
        for failure in [
            "tableView(_:canEditRowAt:) is the default",
            "the table adapter answers for tableView:commitEditingStyle:forRowAtIndexPath: with no closure set",
            "with only canMoveRow set, the table adapter answers true for tableView:commitEditingStyle:forRowAtIndexPath:",
        ] {
            XCTAssertTrue(messages.contains { $0.hasPrefix(failure) }, "no check failed with \(failure):\n\(result.output)")
        }
    }

    func testUIKitAdaptersCheckCatchesAReloadDuringADrop() throws {
        // Negative control: the runtime as it was, reloading a view that has
        // uncommitted updates instead of holding the update; the stand-in's
        // reloadData() must stop the check with Apple's rule.
        let build = try standIns()
        let result = try build.runAgainstRuntime(
            [uikitAdaptersCheck], against: build.uikit, framework: "UIKit", replacing: runtimeMistake("ReloadDuringADrop"))
        XCTAssertEqual(result.status, trapSignal, result.output)
        XCTAssertTrue(
            result.output.contains(
                "Fatal error: reloadData() while the table view has uncommitted updates, which forces the table to delete "
                    + "any uncommitted changes: \"Don't call this method when the hasUncommittedUpdates property is true\""),
            result.output)
    }

    func testUIKitAdaptersCheckCatchesABatchDuringAnInteractiveMovement() throws {
        // Negative control: a data source that holds updates for a drop
        // only; the refresh reaches the collection view while the user moves
        // an item, and the item at the path the lifted one had moves instead.
        let build = try standIns()
        let result = try build.runAgainstRuntime(
            [uikitAdaptersCheck], against: build.uikit, framework: "UIKit",
            replacing: runtimeMistake("UpdatesDuringAnInteractiveMove"))
        assertChecksFailed(
            result,
            with: [
                "ended: during an interactive movement the collection view got",
                "ended: the item moved was [0], not the one the user picked up, [1]",
                "cancelled: during an interactive movement the collection view got",
            ])
    }

    func testUIKitAdaptersCheckCatchesABatchWhileADropReordersATablesRows() throws {
        // Negative control: a data source that holds updates during a move
        // it is told of but not for the view's uncommitted updates. The
        // refresh reaches the table while a drop reorders its rows, another
        // row moves, and the later reload during a collection view's drop
        // stops the run with Apple's rule.
        let build = try standIns()
        let result = try build.runAgainstRuntime(
            [uikitAdaptersCheck], against: build.uikit, framework: "UIKit", replacing: runtimeMistake("HeldForMovesOnly"))
        XCTAssertEqual(result.status, trapSignal, result.output)
        XCTAssertTrue(result.output.contains("reloadData() while the collection view has uncommitted updates"), result.output)
        let messages = CheckRun(result).messages
        for failure in [
            "a drop reorder: the table got 1 batches and 0 reloads while the row hovered",
            "a drop reorder: the row moved was [0], not the one the user dragged, [1]",
        ] {
            XCTAssertTrue(messages.contains { $0.hasPrefix(failure) }, "no check failed with \(failure):\n\(result.output)")
        }
    }

    func testUIKitAdaptersCheckCatchesUpdatesStoppedByABatchThatNeverFinishes() throws {
        // Negative control: the data source as it was, waiting for every
        // completion without a limit.
        let build = try standIns()
        let result = try build.runAgainstRuntime(
            [uikitAdaptersCheck], against: build.uikit, framework: "UIKit",
            replacing: runtimeMistake("BatchWaitWithoutLimit"))
        assertChecksFailed(
            result,
            with: [
                "a batch that never finished stopped the updates: completions []",
                "the later update was not animated after a batch that never finished",
            ])
    }

    func testUIKitAdaptersAnimateReconfigureAndWaitAsTheyAreTold() throws {
        // See Checks/UIKitUpdatesCheck.swift: animations per operation,
        // reconfigured rows and items, headers configured in place,
        // completions and updates held back while a batch animates.
        let build = try standIns()
        let result = try build.runAgainstRuntime([uikitUpdatesCheck], against: build.uikit, framework: "UIKit")
        assertChecksPassed(result, atLeast: 42)
    }

    func testUIKitUpdatesCheckCatchesReloadsAndFixedAnimations() throws {
        // Negative control: a table adapter that reloads changed rows and
        // sections with `.automatic`.
        let build = try standIns()
        let result = try build.runAgainstRuntime(
            [uikitUpdatesCheck], against: build.uikit, framework: "UIKit", replacing: runtimeMistake("TableReloadsAndFixedAnimations"))
        assertChecksFailed(
            result,
            with: [
                "no insertRows [[0, 1]] bottom", "a changed row is not reconfigured",
                "header and footer views: the section was reloaded",
            ])
    }

    func testCollectionHeadersAndTheAdapterReturnARegisteredViewForEveryKindAndPath() throws {
        // See Checks/SupplementaryViewsCheck.swift: a badge, a global header
        // and headers of sections without one, through the generated
        // CollectionHeaders and ItemizeRuntime's CollectionViewDataSource.
        let result = try runSupplementaryViewsCheck(generated: sectionViewsFixture)
        assertChecksPassed(result, atLeast: 3)
        // A debug build names each kind the spec does not describe.
        let lines = result.output.split(separator: "\n")
        XCTAssertEqual(
            lines.filter { $0.hasPrefix("Itemize: the layout asked for a supplementary view of kind badge at ") }.count, 3,
            result.output)
    }

    func testSupplementaryViewsCheckTrapsWhereAnUnknownKindIsNotRegistered() throws {
        // Negative control: the runtime's header table as it was, dequeuing
        // its empty view for any kind from an identifier registered only for
        // the header and footer kinds. The stand-in traps as UIKit raises.
        let result = try runSupplementaryViewsCheck(
            generated: sectionViewsFixture, replacing: runtimeMistake("EmptyViewDequeuedForAnyKind"))
        XCTAssertNotEqual(result.status, 0, result.output)
        XCTAssertTrue(
            result.output.contains("could not dequeue a view of kind badge with identifier Itemize.emptySectionView"),
            result.output)
    }

    func testTheMacInboxShowsEverySectionWithGroupRowsAndDragsOnlyWhereKindsAllow() throws {
        // See Checks/GroupedTableCheck.swift: the Inbox's Mac screen of
        // Consumers/InboxAppKitApp.swift, its rows, updates replayed under
        // NSTableView's rules and drags; then its negative controls, the row
        // steps planned without group rows and drops into any section.
        let build = try standIns()
        let files = [
            packageRoot.appendingPathComponent("Tests/AppleStandIns/Checks/GroupedTableCheck.swift").path,
            packageRoot.appendingPathComponent("Examples/Inbox.swift").path, consumer("InboxAppKitApp"),
        ]
        let result = try build.runAgainstRuntime(files, against: build.appkit, framework: "AppKit")
        assertChecksPassed(result, atLeast: 30)
        let failed = try build.runAgainstRuntime(
            files, against: build.appkit, framework: "AppKit", replacing: runtimeMistake("GroupRowsForgotten"))
        assertChecksFailed(failed, with: ["a section inserted: the row changes broke NSTableView's rules"])
        let anySection = try build.runAgainstRuntime(
            files, against: build.appkit, framework: "AppKit", replacing: runtimeMistake("MoveToAnySection"))
        assertChecksFailed(anySection, with: ["a mail into the loading section was allowed"])
    }

    func testTheAppKitStandInStopsRowChangesThatNSTableViewWouldRefuse() throws {
        // See Checks/NSTableViewRowsCheck.swift: legal row changes pass, and
        // each broken rule stops the program with its message.
        let build = try standIns()
        let rules = [
            ("insert-past-the-end", "insertRows at 4 of 3 rows"),
            ("remove-a-missing-row", "removeRows at 3 of 3 rows"),
            ("move-a-missing-row", "moveRow(at: 3, to: 0) of 3 rows"),
            ("end-with-other-rows", "endUpdates with 3 rows after the insertions and removals, but the data source has 4"),
        ]
        let results = try build.runAgainstStandIn(
            [packageRoot.appendingPathComponent("Tests/AppleStandIns/Checks/NSTableViewRowsCheck.swift").path],
            against: build.appkit, framework: "AppKit", arguments: [[]] + rules.map { [$0.0] })
        guard results.count == rules.count + 1 else { return XCTFail("the check did not build:\n\(results.first?.output ?? "")") }
        assertChecksPassed(results[0], atLeast: 3)
        for (index, rule) in rules.enumerated() {
            let result = results[index + 1]
            XCTAssertEqual(result.status, trapSignal, "\(rule.0) did not trap:\n\(result.output)")
            XCTAssertTrue(result.output.contains("Precondition failed: \(rule.1)"), "\(rule.0):\n\(result.output)")
        }
    }

    func testAppKitAdapterNeverTrapsAndReloadsWhenABatchIsUnsafe() throws {
        // See Checks/AppKitAdapterCheck.swift.
        let build = try standIns()
        let result = try build.runAgainstRuntime(
            [packageRoot.appendingPathComponent("Tests/AppleStandIns/Checks/AppKitAdapterCheck.swift").path],
            against: build.appkit, framework: "AppKit", debug: true)
        assertChecksPassed(result, atLeast: 20)
        let lines = result.output.split(separator: "\n")
        XCTAssertEqual(lines.filter { $0.contains("the view's data source is not the one showing this data") }.count, 2)
        XCTAssertEqual(lines.filter { $0.contains("which is not an item's index path") }.count, 3)
    }

    func testEverySelectorAnAdapterAnswersForIsAnOptionalMethodOfItsProtocol() throws {
        // The adapters name UIKit's methods by their Objective-C selectors,
        // which Swift cannot check on Linux; each stand-in protocol lists
        // the selectors of its optional methods from Apple's pages.
        for (adapter, standIn) in [
            ("TableViewDataSource", "UITableViewDataSource"), ("CollectionViewDataSource", "UICollectionViewDataSource"),
        ] {
            let adapterText = try String(
                contentsOf: packageRoot.appendingPathComponent("Sources/Runtime/UIKit/\(adapter).swift"), encoding: .utf8)
            let standInText = try String(
                contentsOf: packageRoot.appendingPathComponent("Tests/AppleStandIns/UIKit/\(standIn).swift"),
                encoding: .utf8)
            XCTAssertFalse(selectors(in: adapterText).isEmpty, "\(adapter) names no selector")
            XCTAssertEqual(
                undocumentedSelectors(adapterText: adapterText, standInText: standInText), [], "\(adapter) vs \(standIn)")
        }
        // Negative control: a selector one colon short.
        XCTAssertEqual(
            undocumentedSelectors(
                adapterText: #"static let commit = Selector(("tableView:commitEditingStyle:forRowAtIndexPath"))"#,
                standInText: "/// Optional. `tableView:commitEditingStyle:forRowAtIndexPath:`"),
            ["tableView:commitEditingStyle:forRowAtIndexPath"])
    }

    // MARK: - Helpers

    /// Type-checks the Feed and its app with `mistake`, a file of
    /// NegativeControls, after checking they compile without it; every
    /// error must be in that file.
    private func typeCheckFeed(adding mistake: String) throws -> CompilerResult {
        let build = try standIns()
        let feed = [packageRoot.appendingPathComponent("Examples/Feed.swift").path, consumer("FeedApp")]
        let control = try build.typeCheck(feed, module: "FeedApp", against: build.uikit)
        XCTAssertEqual(control.status, 0, "the Feed app does not compile:\n\(control.output)")
        let result = try build.typeCheck(feed + [mistake], module: "FeedApp", against: build.uikit)
        let errors = result.output.split(separator: "\n").filter { $0.contains(": error: ") }
        XCTAssertFalse(errors.isEmpty, result.output)
        XCTAssertTrue(errors.allSatisfy { $0.hasPrefix(mistake + ":") }, "an error outside \(mistake):\n\(result.output)")
        return result
    }

    /// Runs Checks/SupplementaryViewsCheck.swift for the itemize target
    /// with `generated`, the SectionViews spec's code, in a debug build.
    private func runSupplementaryViewsCheck(generated: String, replacing: [String: String] = [:]) throws -> CompilerResult {
        let build = try standIns()
        return try build.runAgainstRuntime(
            [generated, specCells, packageRoot.appendingPathComponent("Tests/AppleStandIns/Checks/SupplementaryViewsCheck.swift").path],
            against: build.uikit, framework: "UIKit", replacing: replacing, debug: true, conditions: ["ITEMIZE_TARGET"])
    }

    private func standIns() throws -> StandInBuild {
        try standInsForTest(StandInBuild.shared)
    }
}

/// How a process that trapped ends: SIGILL on x86_64, SIGTRAP on arm64.
#if arch(x86_64)
    let trapSignal: Int32 = 4
#else
    let trapSignal: Int32 = 5
#endif

/// The `#if` around table and collection view code: `canImport(UIKit)` is
/// true on watchOS too, which has neither view.
let uikitFence = "#if canImport(UIKit) && !os(watchOS)"

/// The `#if` around AppKit code: AppKit can be found under Mac Catalyst,
/// whose apps use UIKit and cannot import AppKit.
let appkitFence = "#if canImport(AppKit) && !targetEnvironment(macCatalyst)"

/// Why `text` is not wholly inside one `#if` that is exactly `fence`, or
/// nil when it is: its first line must be the fence and the `#endif`
/// closing it must be its last line.
func fenceProblem(in text: String, fence: String) -> String? {
    let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    guard lines.first == fence else { return "starts with \(lines.first ?? "nothing"), not \(fence)" }
    guard lines.last == "#endif" else { return "ends outside the #if" }
    var depth = 0
    for (index, line) in lines.enumerated() {
        if line.hasPrefix("#if") { depth += 1 }
        if line.hasPrefix("#endif") { depth -= 1 }
        if depth == 0, index != lines.count - 1 { return "line \(index + 1) of its code is outside the #if" }
    }
    return nil
}

/// The selectors a file names as `Selector(("name"))`.
private func selectors(in text: String) -> [String] {
    text.components(separatedBy: "Selector((\"").dropFirst().compactMap { $0.components(separatedBy: "\"").first }
}

/// The selectors `adapterText` names that `standInText` does not list as an
/// optional method (`/// Optional. `name``).
private func undocumentedSelectors(adapterText: String, standInText: String) -> [String] {
    let documented = Set(
        standInText.components(separatedBy: "/// Optional. `").dropFirst().compactMap {
            $0.components(separatedBy: "`").first
        })
    return selectors(in: adapterText).filter { !documented.contains($0) }
}

private var uikitUpdatesCheck: String {
    packageRoot.appendingPathComponent("Tests/AppleStandIns/Checks/UIKitUpdatesCheck.swift").path
}

private var uikitAdaptersCheck: String {
    packageRoot.appendingPathComponent("Tests/AppleStandIns/Checks/UIKitAdaptersCheck.swift").path
}

/// The SectionViews fixture's committed output, for the itemize target.
private var sectionViewsFixture: String {
    packageRoot.appendingPathComponent("Tests/GeneratorTests/Fixtures/SectionViews.swift").path
}

/// The cell and view classes the specs name, for code generated from them.
private var specCells: String {
    packageRoot.appendingPathComponent("Tests/LibraryStandIns/Consumers/SpecCells.swift").path
}

private func consumer(_ name: String) -> String {
    packageRoot.appendingPathComponent("Tests/AppleStandIns/Consumers/\(name).swift").path
}

/// The `path:` of every target in the manifest.
private func targetPaths(in manifest: String) -> [String] {
    manifest.components(separatedBy: "path: \"").dropFirst()
        .compactMap { $0.split(separator: "\"").first.map(String.init) }
}

/// The committed generated files: the examples and the reference fixtures.
private func generatedFiles() throws -> [String] {
    try swiftFiles(under: packageRoot.appendingPathComponent("Examples"), recursive: false)
        + swiftFiles(under: packageRoot.appendingPathComponent("Tests/GeneratorTests/Fixtures"), recursive: false)
}
