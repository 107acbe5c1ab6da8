import Foundation
import GeneratorTestSupport
import XCTest

@testable import ItemizeGenerator

/// Type-checks each target's generated code on Linux against declaration-only
/// stand-ins of its library (`Tests/LibraryStandIns`) and of Apple's diffable
/// data sources (`Tests/AppleStandIns/UIKit`), with a user's file beside it,
/// in Swift 6 with warnings as errors: a wrong conformance or a helper of the
/// wrong type fails the build. Negative controls show each check can fail.
final class LibraryTypeCheckTests: XCTestCase {
    /// The committed outputs of `Examples/Targets`, one per target (and
    /// RxDataSources' Differentiator module alone).
    private static let feeds = ["FeedRxDataSources", "FeedDifferentiator", "FeedDifferenceKit", "FeedDiffable"]

    func testStandInsAreOutsideEverySwiftPMTarget() throws {
        let manifest = try String(contentsOf: packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        XCTAssertTrue(manifest.contains("Tests/GeneratorTests"), "could not read the manifest")
        XCTAssertFalse(manifest.contains("LibraryStandIns"), "a target would compile the stand-ins as its own sources")
    }

    /// Each target's feed stands on its own library; it type-checks with
    /// its screens in BuildSettingsTests.
    func testEachTargetsFeedHasAUIKitPartAndImportsItemizeRuntime() throws {
        for name in Self.feeds {
            let file = packageRoot.appendingPathComponent("Examples/Targets/\(name).swift").path
            let text = try String(contentsOfFile: file, encoding: .utf8)
            XCTAssertTrue(text.contains("\nimport ItemizeRuntime\n"), "\(name) does not import ItemizeRuntime")
            XCTAssertTrue(text.contains("#if canImport(UIKit)"), "\(name) has no UIKit part")
        }
    }

    func testEverySpecTypeChecksForEveryTarget() throws {
        // Every example and fixture, generated for each target as --target
        // does, with warnings as errors: one-kind specs, keyword names,
        // `package` access, parameterized sections and more than one cell
        // class each change what the templates emit.
        let libraries = try standIns()
        let folder = try TemporaryFolder()
        let specs = try everySpec()
        XCTAssertGreaterThanOrEqual(specs.count, 5, "the specs are missing: \(specs)")
        for path in specs {
            let spec = try Data(contentsOf: URL(fileURLWithPath: path))
            let name = URL(fileURLWithPath: path).lastPathComponent
            for target in ValidatedSpec.Target.allCases {
                if target == .diffable, name == "Inbox.itemize.json" {
                    // Section fields, which a diffable data source cannot follow: a located error instead.
                    XCTAssertThrowsError(
                        try GeneratorPipeline(templates: .builtIn, target: target).generate(specBytes: Array(spec), file: name)
                    ) { error in
                        let diagnostic = (error as? DiagnosticError)?.diagnostics.first
                        XCTAssertEqual(diagnostic?.location?.jsonPath, "sections[0].fields")
                        XCTAssertEqual(diagnostic?.message.hasPrefix("the diffable target cannot have section fields"), true)
                    }
                    continue
                }
                if target == .rxdatasources || target == .differencekit, name == "Mailbox.itemize.json" {
                    // An outline, which these libraries' flat sections cannot show: a located error instead.
                    XCTAssertThrowsError(
                        try GeneratorPipeline(templates: .builtIn, target: target).generate(specBytes: Array(spec), file: name)
                    ) { error in
                        let diagnostics = (error as? DiagnosticError)?.diagnostics ?? []
                        XCTAssertEqual(
                            diagnostics.map(\.location?.jsonPath),
                            ["items[0].children", "items[2].children", "sections[0].outline"], "\(target)")
                        XCTAssertEqual(
                            diagnostics.last?.message.hasPrefix("the \(target.rawValue) target cannot show an outline section"),
                            true, "\(target)")
                    }
                    continue
                }
                let code = try GeneratorPipeline(templates: .builtIn, target: target)
                    .generate(specBytes: Array(spec), file: name)
                let file = try folder.write(code, to: "\(target.rawValue)/\(name).swift")
                // The feed's external `Ad` conforms to each target's own
                // protocols, so its app declares it; the other specs need
                // only their cell classes.
                // A feed whose views include the collection view has its grid
                // too, and one with movable kinds its reordering screens.
                let users = name.hasPrefix("Feed")
                    ? [feedApp(for: target)] + (code.contains("CollectionCells") ? gridApp(for: target) : [])
                        + (code.contains("reorderMovableRows") ? reorderApp(for: target) : [])
                    : [consumer("SpecCells")]
                let result = try libraries.typeCheck([file] + users, module: "SpecApp")
                XCTAssertEqual(result.status, 0, "\(name) for \(target):\n\(result.output)")
            }
        }
    }

    func testDiffableItemsCompareContentAndNameTheirKind() throws {
        // The part of the diffable code that needs no UIKit, built and run.
        let libraries = try standIns()
        let folder = try TemporaryFolder()
        let executable = folder.path + "/DiffableItemsCheck"
        // ItemizeRuntime as a platform without UIKit builds it.
        let runtime = try runCompiler(
            libraries.build.swiftc,
            ["-parse-as-library", "-emit-library", "-o", folder.path + "/libItemizeRuntime.so", "-emit-module", "-module-name",
             "ItemizeRuntime", "-emit-module-path", folder.path + "/ItemizeRuntime.swiftmodule"] + (try runtimeSources()))
        XCTAssertEqual(runtime.status, 0, runtime.output)
        let build = try runCompiler(
            libraries.build.swiftc,
            ["-parse-as-library", "-swift-version", "6", "-warnings-as-errors", "-wmo", "-o", executable,
             "-I", folder.path, "-L", folder.path, "-lItemizeRuntime", "-Xlinker", "-rpath", "-Xlinker", folder.path,
             packageRoot.appendingPathComponent("Examples/Targets/FeedDiffable.swift").path,
             packageRoot.appendingPathComponent("Tests/LibraryStandIns/Checks/DiffableItemsCheck.swift").path,
             checkReporting])
        XCTAssertEqual(build.status, 0, build.output)
        guard build.status == 0 else { return }
        assertChecksPassed(try runCompiler(executable, []), atLeast: 8)
    }

    func testDiffableSnapshotLeavesOutAndReportsRepeatedIdentities() throws {
        // UIKit stops the app on an identifier appended twice, and on one to
        // reconfigure that the snapshot lacks; the stand-in snapshot does the
        // same, so the check would crash if the generated
        // `snapshot(showing:)` passed a repeat on or reconfigured one.
        assertChecksPassed(try runDiffableCheck("DiffableSnapshotCheck"), atLeast: 17)
    }

    func testSnapshotCheckCatchesASnapshotThatAppendsRepeatedItems() throws {
        // Negative control: a runtime whose snapshot(showing:) appends the
        // sections as given stops the program on the stand-in.
        let result = try runDiffableCheck(
            "DiffableSnapshotCheck", runtime: runtimeMistake("SnapshotAppendingRepeats", in: "LibraryStandIns"))
        XCTAssertNotEqual(result.status, 0, "a snapshot of repeated identities did not stop the check:\n\(result.output)")
        XCTAssertTrue(result.output.contains("not unique"), result.output)
    }

    func testDiffableCellsShowTheNewestContentThroughSeededUpdates() throws {
        // 2,000 seeded sequences of content changes, repeated sections and
        // repeated identities on the stand-in table, which keeps the first
        // value of equal identifiers as UIKit does.
        // A check per shown cell after each of the 16,000 applies.
        assertChecksPassed(try runDiffableCheck("DiffableContentCheck"), atLeast: 119_004)
    }

    func testContentCheckCatchesASnapshotOfItemsEqualByIdentity() throws {
        // Negative control: the design the diffable target had (a snapshot
        // of the items, equal by identity, with every changed item
        // reconfigured) shows old content, or reconfigures an identifier the
        // snapshot does not hold, on the same sequences.
        let result = try runDiffableCheck("DiffableContentCheck", arguments: ["old-design"])
        XCTAssertNotEqual(result.status, 0, "the old design passed:\n\(result.output)")
        XCTAssertTrue(
            CheckRun(result).messages.contains { $0.hasPrefix("seed ") }
                || result.output.contains("does not exist in the snapshot"), result.output)
    }

    func testReconfiguringAnEditedRowThroughAnotherIdentifierStopsWithUIKitsMessage() throws {
        let result = try runDiffableCheck("DiffableContentCheck", arguments: ["reconfigure-another-identifier"])
        XCTAssertNotEqual(result.status, 0, result.output)
        XCTAssertTrue(
            result.output.contains(
                "Attempted to dequeue a cell for a different registration or reuse identifier than the existing cell when reconfiguring an item"),
            result.output)
    }

    func testReconfiguringAnIdentifierTheSnapshotLacksStopsWithUIKitsMessage() throws {
        let result = try runDiffableCheck("DiffableContentCheck", arguments: ["reconfigure-missing"])
        XCTAssertNotEqual(result.status, 0, result.output)
        XCTAssertTrue(
            result.output.contains(
                "NSInternalInconsistencyException: Attempted to reconfigure item identifier that does not exist in the snapshot"),
            result.output)
    }

    func testAKindTheSpecKeepsOutOfASectionDoesNotCompileThereOnEveryTarget() throws {
        // The featured section's typed builder takes cards and banners, in
        // each library target's section model.
        for name in ["FeedRxDataSources", "FeedDifferentiator", "FeedDifferenceKit", "FeedDiffable"] {
            let result = try typeCheckFeed(name, adding: "FeedAdInFeatured.swift")
            XCTAssertNotEqual(result.status, 0, "an ad in \(name)'s featured section compiled")
            XCTAssertTrue(result.output.contains("type 'FeedItem.FeaturedItems' has no member 'ad'"), "\(name):\n\(result.output)")
        }
    }

    func testDiffableTableAndGridReorderEachKindWithinTheSectionsThatAllowIt() throws {
        // See Tests/LibraryStandIns/Checks/DiffableReorderCheck.swift: every
        // kind moved to every section of the feed's table and grid, the
        // grid's by drag and drop, and the table's editing controls.
        assertChecksPassed(try runReorderCheck(), atLeast: 55)
    }

    func testReorderCheckCatchesAGridWithoutWhatStartsAReorder() throws {
        // Negative control: the grid without its drag and drop set-up has
        // reordering handlers and nothing that starts a reorder, so no card
        // or ad moves.
        assertChecksFailed(
            try runReorderCheck(arguments: ["no-drag-and-drop"]),
            with: [
                "the card at [0, 0] moved to [1, 0] in the grid started no reorder",
                "the ad at [1, 1] moved to [1, 0] in the grid started no reorder",
            ])
    }

    func testReorderCheckCatchesHandlersThatOfferEveryKind() throws {
        // Negative control: a runtime whose reorder rule lets every row be
        // picked up (canReorderItem true for every kind) offers the grid's
        // banner to a reorder accessory or an interactive move.
        let anyKind = runtimeMistake("ReorderingAnyKind", in: "LibraryStandIns")
        XCTAssertTrue(
            try anyKind.values.map { try String(contentsOfFile: $0, encoding: .utf8) }.joined()
                .contains("every row can be picked up, whatever its kind"), "the mistake is missing")
        assertChecksFailed(
            try runReorderCheck(runtime: anyKind),
            with: ["the banner's reordering handler in the grid answers true"])
    }

    func testReorderCheckCatchesSectionsThatKeepAKindTheirSectionRefuses() throws {
        // Negative control: a runtime whose typed sections of a final
        // snapshot ignore the sections' allowed kinds keeps an ad the view
        // left in the featured section, in the table and in the grid.
        let anyKind = runtimeMistake("ReorderKeepingAnyKind", in: "LibraryStandIns")
        XCTAssertFalse(
            try anyKind.values.map { try String(contentsOfFile: $0, encoding: .utf8) }.joined().contains("section.allows(item)"),
            "the mistake is missing")
        assertChecksFailed(
            try runReorderCheck(runtime: anyKind),
            with: [
                "the table kept an ad moved into the featured section", "the table shows an ad moved into the featured section",
                "the grid kept an ad moved into the featured section", "the grid shows an ad moved into the featured section",
            ])
    }

    func testReorderCheckCatchesADiffableTableWhoseRowsCannotBeEdited() throws {
        // Negative control: a runtime whose diffable table answers
        // tableView(_:canEditRowAt:) as UIKit's diffable data source does,
        // false: edit mode shows no reorder control, so no card moves, and
        // the banner is not asked for its swipe actions.
        assertChecksFailed(
            try runReorderCheck(runtime: runtimeMistake("DiffableTableWithoutEditableRows", in: "LibraryStandIns")),
            with: [
                "in edit mode the table's card at [0, 0] shows",
                "the table's banner, which swipes, cannot be edited",
                "the card at [0, 0] moved to [0, 1] in the table started no reorder",
            ])
    }

    func testRxDataSourcesShowsEveryNewSectionHeaderThroughTheLibrarysDiff() throws {
        // Differentiator never reports a section whose identity stayed; with
        // its fields in the identity, a new unread count replaces the
        // section, and the table asks for its header again.
        assertChecksPassed(try runSectionsCheck(inbox: try inbox(for: .rxdatasources)), atLeast: 4_014)
    }

    func testSectionsCheckCatchesASectionIdentityWithoutItsFields() throws {
        // Negative control: the section identity of the other targets (case
        // and parameter, fields left out) in the rxdatasources code keeps
        // the old count on the screen whenever only the count changed.
        let withoutFields = try generate(
            "Examples/Inbox.itemize.json", target: .rxdatasources,
            mistakes: [negativeControl("Templates/RxSectionIdentityWithoutFields", in: "LibraryStandIns")])
        XCTAssertTrue(withoutFields.contains("enum Identity: Hashable, Sendable"))
        let result = try runSectionsCheck(inbox: withoutFields)
        assertChecksFailed(result, with: ["old headers shown after 1000 of 1000 count-only changes"])
    }

    func testEachTargetsCollectionHeadersReturnARegisteredViewForEveryKindAndPath() throws {
        // See Tests/AppleStandIns/Checks/SupplementaryViewsCheck.swift: a
        // badge, a global header and headers of sections without one,
        // through the diffable provider, RxDataSources' closure and, for
        // DifferenceKit, CollectionHeaders itself.
        // The diffable provider and RxDataSources' closure are checked as well as the headers.
        for (target, checks) in [(ValidatedSpec.Target.diffable, 7), (.rxdatasources, 2), (.differencekit, 1)] {
            let result = try runSupplementaryViewsCheck(target: target)
            assertChecksPassed(result, atLeast: checks, "\(target)")
            XCTAssertTrue(
                result.output.contains("Itemize: the layout asked for a supplementary view of kind badge at "),
                "\(target): a debug build does not name the kind:\n\(result.output)")
        }
    }

    func testSupplementaryViewsCheckCatchesANilProviderAndASectionOutOfRange() throws {
        // Negative controls: the runtime's diffable provider returning nil
        // for a global header and a missing section, and RxDataSources'
        // closure reading the data source's section at any index path.
        let diffable = try runSupplementaryViewsCheck(target: .diffable, runtimeMistake: "ProviderReturningNil")
        assertChecksFailed(
            diffable,
            with: [
                "the provider returned nil for kind UICollectionElementKindSectionHeader at [0]",
                "the provider returned nil for kind UICollectionElementKindSectionFooter at [9, 0]",
            ])
        let rx = try runSupplementaryViewsCheck(target: .rxdatasources, mistake: "RxClosureReadingAnySection")
        XCTAssertNotEqual(rx.status, 0, rx.output)
        XCTAssertTrue(rx.output.contains("Index out of range"), rx.output)
    }

    // MARK: - Negative controls

    func testRxDataSourcesRejectsAnItemEnumThatIsNotItsIdentifiableType() throws {
        let result = try typeCheckFeed("FeedRxDataSources", adding: "RxItemsNotIdentifiableType.swift")
        XCTAssertNotEqual(result.status, 0, "an AnimatableSectionModel of non-IdentifiableType items compiled")
        XCTAssertTrue(result.output.contains("does not conform to protocol 'IdentifiableType'"), result.output)
    }

    func testRxDataSourcesRejectsACollectionsConfigureCellForATable() throws {
        let result = try typeCheckFeed("FeedRxDataSources", adding: "RxTableWithACollectionsCells.swift")
        XCTAssertNotEqual(result.status, 0, "a collection's configureCell compiled for a table data source")
        XCTAssertTrue(result.output.contains("CollectionViewSectionedDataSource"), result.output)
    }

    func testDifferenceKitRejectsAnItemEnumThatIsNotDifferentiable() throws {
        let result = try typeCheckFeed("FeedDifferenceKit", adding: "DifferenceKitItemsNotDifferentiable.swift")
        XCTAssertNotEqual(result.status, 0, "an ArraySection of non-Differentiable items compiled")
        XCTAssertTrue(result.output.contains("does not conform to protocol 'ContentEquatable'"), result.output)
    }

    func testDiffableRejectsASectionThatIsNotSendable() throws {
        let result = try typeCheckFeed("FeedDiffable", adding: "DiffableSectionNotSendable.swift")
        XCTAssertNotEqual(result.status, 0, "a snapshot of non-Sendable section identifiers compiled")
        XCTAssertTrue(
            result.output.contains("type 'PlainSection' does not conform to the 'Sendable' protocol"), result.output)
    }

    func testDiffableRejectsASnapshotOfItemsInsteadOfIdentities() throws {
        // A snapshot of the items themselves would show old content; the
        // items are not Hashable, so an app that writes one does not compile.
        let result = try typeCheckFeed("FeedDiffable", adding: "DiffableDataSourceOfItems.swift")
        XCTAssertNotEqual(result.status, 0, "a diffable data source of items compiled")
        XCTAssertTrue(result.output.contains("'Hashable'"), result.output)
    }

    // MARK: - Helpers

    /// Builds `Checks/NAME.swift` with the diffable feed (or `diffable`, a
    /// changed copy of it) and the working UIKit stand-in into an
    /// executable, and runs it with `arguments`. Each executable is built
    /// once per test run and kept for the next test that runs it. With
    /// `runtime` (runtime files by their path under `Sources/Runtime`, as
    /// `runtimeMistake` gives them) it is built against a runtime with
    /// those files instead, for this run alone.
    private func runDiffableCheck(
        _ name: String, diffable: String? = nil, arguments: [String] = [], runtime: [String: String] = [:]
    ) throws -> CompilerResult {
        let libraries = try standIns()
        if !runtime.isEmpty {
            let files = [packageRoot.appendingPathComponent("Examples/Targets/FeedDiffable.swift").path, checkFile(name),
                         checkFile("DiffableFeedApp"), checkFile("SeededRandom")]
            return try libraries.build.runAgainstRuntime(
                files, against: libraries.build.uikit, framework: "UIKit", replacing: runtime, arguments: [arguments])[0]
        }
        let folder = StandInBuild.root + "/DiffableChecks"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let executable = folder + "/" + name + (diffable == nil ? "" : "-\(UUID().uuidString)")
        let build = try Self.diffableChecks.result(for: executable) {
            let generated =
                try diffable.map { text in
                    let path = executable + ".FeedDiffable.swift"
                    try text.write(toFile: path, atomically: true, encoding: .utf8)
                    return path
                } ?? packageRoot.appendingPathComponent("Examples/Targets/FeedDiffable.swift").path
            let uikit = libraries.build.uikit.modules
            return try runCompiler(
                libraries.build.swiftc,
                // An edited copy may leave a variable unused: no failure there.
                (diffable == nil ? ["-warnings-as-errors"] : [])
                    + ["-parse-as-library", "-swift-version", "6", "-wmo", "-O", "-I", uikit, "-L", uikit, "-lItemizeRuntime", "-lUIKit",
                       "-lObjectiveC", "-lSwiftUI", "-Xlinker", "-rpath", "-Xlinker", uikit, "-o", executable, generated,
                       checkFile(name), checkFile("DiffableFeedApp"), checkFile("SeededRandom"), checkReporting])
        }
        guard build.status == 0 else { return build }
        return try runCompiler(executable, arguments)
    }

    /// Builds `Checks/DiffableReorderCheck.swift` with the diffable feed (or
    /// `diffable`, a changed copy of it), its screens
    /// (`Consumers/FeedDiffableReorderApp.swift`, with the cells of
    /// `FeedDiffableApp.swift` and `FeedDiffableGridApp.swift`)
    /// and the working UIKit stand-in, and runs it with `arguments`; against
    /// a runtime with the files of `runtime` when given, as
    /// `runDiffableCheck` says.
    private func runReorderCheck(
        diffable: String? = nil, runtime: [String: String] = [:], arguments: [String] = []
    ) throws -> CompilerResult {
        let libraries = try standIns()
        if !runtime.isEmpty {
            let files = [packageRoot.appendingPathComponent("Examples/Targets/FeedDiffable.swift").path,
                         consumer("FeedDiffableApp"), consumer("FeedDiffableGridApp"), consumer("FeedDiffableReorderApp"),
                         checkFile("DiffableReorderCheck")]
            return try libraries.build.runAgainstRuntime(
                files, against: libraries.build.uikit, framework: "UIKit", replacing: runtime, arguments: [arguments])[0]
        }
        let folder = try TemporaryFolder()
        let generated =
            try diffable.map { try folder.write($0, to: "FeedDiffable.swift") }
            ?? packageRoot.appendingPathComponent("Examples/Targets/FeedDiffable.swift").path
        let executable = folder.path + "/DiffableReorderCheck"
        let uikit = libraries.build.uikit.modules
        let build = try runCompiler(
            libraries.build.swiftc,
            ["-parse-as-library", "-swift-version", "6", "-warnings-as-errors", "-wmo", "-I", uikit, "-L", uikit, "-lItemizeRuntime", "-lUIKit",
             "-lObjectiveC", "-lSwiftUI", "-Xlinker", "-rpath", "-Xlinker", uikit, "-o", executable, generated,
             consumer("FeedDiffableApp"), consumer("FeedDiffableGridApp"), consumer("FeedDiffableReorderApp"),
             checkFile("DiffableReorderCheck"), checkReporting])
        guard build.status == 0 else { return build }
        return try runCompiler(executable, arguments)
    }

    /// The diffable check executables built in this test run.
    private static let diffableChecks = BuildCache()

    /// The code generated from `Examples/Inbox.itemize.json` for `target`.
    private func inbox(for target: ValidatedSpec.Target) throws -> String {
        let spec = try Data(contentsOf: packageRoot.appendingPathComponent("Examples/Inbox.itemize.json"))
        return try GeneratorPipeline(templates: .builtIn, target: target)
            .generate(specBytes: Array(spec), file: "Inbox.itemize.json")
    }

    /// Builds `Checks/RxDataSourcesSectionsCheck.swift` with `inbox` (the
    /// Inbox's rxdatasources code) and its cells, linked with the running
    /// stand-ins of RxDataSources, Differentiator and UIKit, and runs it.
    private func runSectionsCheck(inbox: String) throws -> CompilerResult {
        let libraries = try standIns()
        let folder = try TemporaryFolder()
        let generated = try folder.write(inbox, to: "Inbox.swift")
        let executable = folder.path + "/RxDataSourcesSectionsCheck"
        let uikit = libraries.build.uikit.modules, modules = libraries.modules
        let build = try runCompiler(
            libraries.build.swiftc,
            ["-parse-as-library", "-swift-version", "6", "-warnings-as-errors", "-wmo", "-package-name", "ItemizeApps", "-I", modules, "-I", uikit,
             "-L", modules, "-L", uikit, "-lRxDataSources", "-lDifferentiator", "-lRxSwift", "-lItemizeRuntime", "-lUIKit", "-lObjectiveC",
             "-lSwiftUI", "-Xlinker", "-rpath", "-Xlinker", modules, "-Xlinker", "-rpath", "-Xlinker", uikit,
             "-o", executable, generated, consumer("SpecCells"),
             checkFile("RxDataSourcesSectionsCheck"), checkFile("SeededRandom"), checkReporting])
        guard build.status == 0 else { return build }
        return try runCompiler(executable, [])
    }

    /// Generates the SectionViews fixture's spec for `target` (with the
    /// templates of `NegativeControls/Templates/MISTAKE` when given), builds
    /// it with Tests/AppleStandIns/Checks/SupplementaryViewsCheck.swift, the
    /// specs' view classes and the stand-ins into a debug executable over a
    /// debug build of the runtime (whose messages name what was asked for),
    /// and runs it.
    /// Builds and runs the supplementary views check over the section views
    /// fixture generated for `target`: with the templates of `mistake`
    /// (a control under `NegativeControls/Templates`), or with the runtime
    /// files of `runtimeMistake` (under `NegativeControls/Runtime`).
    private func runSupplementaryViewsCheck(
        target: ValidatedSpec.Target, mistake: String? = nil, runtimeMistake runtimeControl: String? = nil
    ) throws -> CompilerResult {
        let libraries = try standIns()
        let folder = try TemporaryFolder()
        let code = try generate(
            "Tests/GeneratorTests/Fixtures/SectionViews.itemize.json", target: target,
            mistakes: mistake.map { [negativeControl("Templates/" + $0, in: "LibraryStandIns")] } ?? [])
        let generated = try folder.write(code, to: "SectionViews.swift")
        let executable = folder.path + "/SupplementaryViewsCheck"
        let uikit = libraries.build.uikit.modules
        let runtime: (folder: String, build: CompilerResult)
        if let runtimeControl {
            let build = try libraries.build.buildRuntime(
                replacing: runtimeMistake(runtimeControl, in: "LibraryStandIns"), into: folder.path, against: libraries.build.uikit,
                framework: "UIKit", debug: true)
            runtime = (folder.path, build)
        } else {
            runtime = try libraries.build.debugRuntime(against: libraries.build.uikit, framework: "UIKit")
        }
        guard runtime.build.status == 0 else { return runtime.build }
        let condition = "\(target.rawValue.uppercased())_TARGET"
        let build = try runCompiler(
            libraries.build.swiftc,
            ["-parse-as-library", "-swift-version", "6", "-warnings-as-errors", "-wmo", "-package-name", "ItemizeApps",
             "-D", "DEBUG", "-D", condition, "-I", runtime.folder, "-L", runtime.folder, "-Xlinker", "-rpath", "-Xlinker", runtime.folder,
             "-I", libraries.modules, "-I", uikit, "-L", libraries.modules, "-L", uikit]
                + LibraryStandIns.moduleNames.map { "-l\($0)" }
                + ["-lItemizeRuntime", "-lUIKit", "-lObjectiveC", "-lSwiftUI", "-Xlinker", "-rpath", "-Xlinker", uikit, "-Xlinker", "-rpath",
                   "-Xlinker", libraries.modules, "-o", executable, generated,
                   packageRoot.appendingPathComponent("Tests/LibraryStandIns/Consumers/SpecCells.swift").path,
                   packageRoot.appendingPathComponent("Tests/AppleStandIns/Checks/SupplementaryViewsCheck.swift").path,
                   checkReporting])
        guard build.status == 0 else { return build }
        return try runCompiler(executable, [])
    }

    /// The app declaring the feed's cells and external `Ad` for `target`.
    private func feedApp(for target: ValidatedSpec.Target) -> String {
        switch target {
        case .itemize: packageRoot.appendingPathComponent("Tests/AppleStandIns/Consumers/FeedApp.swift").path
        case .rxdatasources: consumer("FeedRxDataSourcesApp")
        case .differencekit: consumer("FeedDifferenceKitApp")
        case .diffable: consumer("FeedDiffableApp")
        }
    }

    /// The grid screen beside the feed app of `target`, if it has one.
    private func gridApp(for target: ValidatedSpec.Target) -> [String] {
        switch target {
        case .itemize, .differencekit: []
        case .rxdatasources: gridApp("FeedRxDataSources")
        case .diffable: gridApp("FeedDiffable")
        }
    }

    /// The reordering screens beside the feed app of `target`, if it has
    /// them: they need a feed with movable kinds.
    private func reorderApp(for target: ValidatedSpec.Target) -> [String] {
        target == .diffable ? [consumer("FeedDiffableReorderApp")] : []
    }

    /// The grid screen of the feed `name` of `Examples/Targets`, if it has
    /// one: it needs the collection helpers, which a feed generates only
    /// when its views include the collection view.
    private func gridApp(_ name: String) -> [String] {
        let path = consumer("\(name)GridApp")
        return FileManager.default.fileExists(atPath: path) ? [path] : []
    }

    /// Every example and fixture spec. The specs of `Examples/Targets` are
    /// the feed with a target of their own: their outputs are checked with
    /// their apps above.
    private func everySpec() throws -> [String] {
        try ["Examples", "Tests/GeneratorTests/Fixtures"].flatMap { folder in
            let url = packageRoot.appendingPathComponent(folder)
            return try FileManager.default.contentsOfDirectory(atPath: url.path)
                .filter { $0.hasSuffix(".itemize.json") }.sorted().map { url.appendingPathComponent($0).path }
        }
    }

    /// Type-checks a feed of `Examples/Targets` with its app and `mistake`, a
    /// file of Tests/LibraryStandIns/NegativeControls, after checking they
    /// compile without it; every error must be in that file.
    private func typeCheckFeed(
        _ name: String, adding mistake: String, file: StaticString = #filePath, line: UInt = #line
    ) throws -> CompilerResult {
        let libraries = try standIns()
        let files =
            [packageRoot.appendingPathComponent("Examples/Targets/\(name).swift").path, consumer("\(name)App")] + gridApp(name)
            + [consumer("\(name)ReorderApp")].filter { FileManager.default.fileExists(atPath: $0) }
        let control = try libraries.typeCheck(files, module: "\(name)App")
        XCTAssertEqual(control.status, 0, "\(name) and its app do not compile:\n\(control.output)", file: file, line: line)
        let path = negativeControl(mistake, in: "LibraryStandIns")
        let result = try libraries.typeCheck(files + [path], module: "\(name)App")
        let errors = result.output.split(separator: "\n").filter { $0.contains(": error: ") }
        XCTAssertFalse(errors.isEmpty, result.output, file: file, line: line)
        XCTAssertTrue(
            errors.allSatisfy { $0.hasPrefix(path + ":") }, "an error outside \(mistake):\n\(result.output)", file: file, line: line)
        return result
    }

    private func standIns() throws -> LibraryStandIns {
        try standInsForTest(LibraryStandIns.shared)
    }
}

/// The path of `Tests/LibraryStandIns/Checks/NAME.swift`.
private func checkFile(_ name: String) -> String {
    packageRoot.appendingPathComponent("Tests/LibraryStandIns/Checks/\(name).swift").path
}

private func consumer(_ name: String) -> String {
    packageRoot.appendingPathComponent("Tests/LibraryStandIns/Consumers/\(name).swift").path
}
