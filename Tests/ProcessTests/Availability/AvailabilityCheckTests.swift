import Foundation
import GeneratorTestSupport
import XCTest

@testable import ItemizeGenerator

/// Linux ignores `@available` for Apple platforms, so no other test notices
/// code Xcode refuses at the package's minimums. These check every source
/// file, every committed generated file and every spec generated for every
/// target against the platforms Package.swift declares, and put back one
/// problem of each kind the check looks for, to show that it reports it.
final class AvailabilityCheckTests: XCTestCase {
    private static let checker = Result { try AvailabilityChecker(table: loadTable()) }

    // MARK: The package as it is

    func testEverySourceFileIsAvailableAtTheDeclaredMinimums() throws {
        let checker = try Self.checker.get()
        let manifest = try text(of: "Package.swift")
        let folders = targetFolders(inManifest: manifest).filter { !$0.hasPrefix("Tests") }
        XCTAssertTrue(folders.contains("Sources/Runtime") && folders.contains("Benchmarks/DiffBenchmark"), "\(folders)")
        let problems = try folders.flatMap { folder in
            try checker.problems(inModule: swiftFiles(in: folder).map { ($0, try text(of: $0)) }, minimums: declaredMinimums(inManifest: manifest))
        }
        XCTAssertTrue(problems.isEmpty, "\(problems.count) uses above the minimums:\n" + problems.joined(separator: "\n"))
    }

    func testEveryCommittedGeneratedFileIsAvailableAtItsPackagesMinimums() throws {
        let checker = try Self.checker.get()
        let files = try (swiftFiles(in: "Examples") + swiftFiles(in: "Tests/GeneratorTests/Fixtures")).filter { !$0.hasSuffix("Package.swift") }
        XCTAssertGreaterThan(files.count, 8, "the examples are missing")
        // Examples/Consumer is a package of its own: each of its modules is
        // checked against its manifest. Any other file is generated code,
        // compiled into a user's module.
        var modules: [String: (manifest: String, files: [String])] = [:]
        for file in files {
            let isConsumer = file.hasPrefix("Examples/Consumer/")
            let module = isConsumer ? file.split(separator: "/").prefix(4).joined(separator: "/") : file
            modules[module, default: (isConsumer ? "Examples/Consumer/Package.swift" : "Package.swift", [])].files.append(file)
        }
        var problems: [String] = []
        for (_, module) in modules.sorted(by: { $0.key < $1.key }) {
            let minimums = declaredMinimums(inManifest: try text(of: module.manifest))
            problems += try checker.problems(inModule: module.files.map { ($0, try text(of: $0)) }, minimums: minimums)
        }
        XCTAssertTrue(problems.isEmpty, "\(problems.count) uses above the minimums:\n" + problems.joined(separator: "\n"))
    }

    func testEverySpecGeneratedForEveryTargetIsAvailableAtTheDeclaredMinimums() throws {
        let checker = try Self.checker.get()
        let minimums = declaredMinimums(inManifest: try text(of: "Package.swift"))
        let specs = try ["Examples", "Examples/Targets", "Examples/Consumer/Specs", "Tests/GeneratorTests/Fixtures"].flatMap { folder in
            try FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent(folder).path)
                .filter { $0.hasSuffix(".itemize.json") }.sorted().map { "\(folder)/\($0)" }
        }
        XCTAssertGreaterThanOrEqual(specs.count, 10, "the example specs are missing")
        var problems: [String] = []
        var generated = 0
        for spec in specs {
            // A spec with options of one target (`rxModule`) is refused for
            // the others; it must generate for its own.
            _ = try generate(spec, for: nil)
            for target in ValidatedSpec.Target.allCases {
                guard let code = try? generate(spec, for: target) else { continue }
                generated += 1
                problems += checker.problems(inModule: [("\(spec) for \(target.rawValue)", code)], minimums: minimums)
            }
        }
        XCTAssertGreaterThanOrEqual(generated, specs.count * 3, "most specs no longer generate for every target")
        XCTAssertTrue(problems.isEmpty, "\(problems.count) uses above the minimums:\n" + problems.joined(separator: "\n"))
    }

    func testThePackageDeclaresEveryPlatformItBuildsFor() throws {
        let platforms = try text(of: "Package.swift").components(separatedBy: "platforms: [").dropFirst().first?
            .components(separatedBy: "]").first ?? ""
        for platform in ApplePlatform.allCases {
            XCTAssertTrue(platforms.contains(".\(platform.rawValue)("), "Package.swift declares no minimum for \(platform.displayName)")
        }
    }

    // MARK: Each kind of problem put back (negative controls)

    func testWithNoPlatformsDeclaredTheRuntimesConcurrencyIsAboveSwiftPMsDefaults() throws {
        let checker = try Self.checker.get()
        let files = try swiftFiles(in: "Sources/Runtime").map { ($0, try text(of: $0)) }
        let problems = checker.problems(inModule: files, minimums: try minimumsWithNoPlatformsDeclared())
        let sectionedArray = try text(of: "Sources/Runtime/SectionedArray.swift")
        for (name, use) in [("AsyncStream", "AsyncStream<"), ("AsyncStream.makeStream(of:bufferingPolicy:)", ".makeStream("), ("Task", "Task {")] {
            let line = try XCTUnwrap(lineNumber(of: use, in: sectionedArray), "SectionedArray no longer uses \(use); put it back another way")
            XCTAssertTrue(problems.contains(
                "Sources/Runtime/SectionedArray.swift:\(line): \(name) needs iOS 13 (macOS 10.15, tvOS 13, watchOS 6); "
                    + "the package's minimum is iOS 12; guard it with @available/#available or raise the minimum"),
                problems.joined(separator: "\n"))
        }
    }

    func testTheGeneratorsStringBuiltInPlaceIsAboveTheMinimum() throws {
        let (problems, line) = try problems(putting: """
            func textBuiltInPlace(_ bytes: [UInt8]) -> String {
                String(unsafeUninitializedCapacity: bytes.count) { buffer in
                    buffer.initialize(fromContentsOf: bytes)
                }
            }
            """, into: "Sources/Generator/GeneratorPipeline.swift", lineOfUse: 2)
        XCTAssertEqual(problems, [
            "Sources/Generator/GeneratorPipeline.swift:\(line): String(unsafeUninitializedCapacity:initializingUTF8With:) needs iOS 14 "
                + "(macOS 11, tvOS 14, watchOS 7, Mac Catalyst 14); the package's minimum is iOS 13; "
                + "guard it with @available/#available or raise the minimum",
        ])
    }

    func testTheBenchmarksClockIsAboveTheMinimum() throws {
        let (problems, line) = try problems(putting: """
            func elapsedMilliseconds(_ body: () -> Int) -> Double {
                let clock = ContinuousClock()
                let start = clock.now
                _ = body()
                let elapsed = clock.now - start
                return Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15
            }
            """, into: "Benchmarks/DiffBenchmark/runScenario.swift", lineOfUse: 2)
        let needs = "needs iOS 16 (macOS 13, tvOS 16, watchOS 9, Mac Catalyst 16); the package's minimum is iOS 13; "
            + "guard it with @available/#available or raise the minimum"
        XCTAssertEqual(problems, [
            "Benchmarks/DiffBenchmark/runScenario.swift:\(line): ContinuousClock \(needs)",
            "Benchmarks/DiffBenchmark/runScenario.swift:\(line + 4): Duration.components \(needs)",
        ])
    }

    func testTypedThrowsOfAGenericErrorNeedsTheSwift6Runtime() throws {
        let (problems, line) = try problems(putting: """
            extension SectionedArray {
                func batchThrowing<Failure: Error>(_ body: (SectionedArray) throws(Failure) -> Void) throws(Failure) {
                    try body(self)
                }
            }
            """, into: "Sources/Runtime/SectionedArray.swift", lineOfUse: 2)
        XCTAssertEqual(problems, [
            "Sources/Runtime/SectionedArray.swift:\(line): typed throws of a generic error (`throws(Failure)`) needs iOS 18 "
                + "(macOS 15, tvOS 18, watchOS 11, visionOS 2, Mac Catalyst 18); the package's minimum is iOS 13; "
                + "guard it with @available/#available or raise the minimum",
        ])
    }

    func testAUIKitMethodAboveTheMinimumAndUIKitCodeOnWatchOSAreReported() throws {
        let (problems, line) = try problems(putting: """
            #if canImport(UIKit)
            import UIKit
            extension UITableView {
                func reconfigure(_ paths: [IndexPath]) {
                    reconfigureRows(at: paths)
                }
            }
            #endif
            """, into: "Sources/Runtime/UIKit/UITableView+BatchUpdateTarget.swift", lineOfUse: 5)
        let file = "Sources/Runtime/UIKit/UITableView+BatchUpdateTarget.swift"
        let fence = "fence it out with #if (table and collection views: #if canImport(UIKit) && !os(watchOS))"
        XCTAssertEqual(problems.filter { !$0.contains("UITableView is unavailable") }, [
            "\(file):\(line): UITableView.reconfigureRows(at:) is unavailable on watchOS; \(fence)",
            "\(file):\(line): UITableView.reconfigureRows(at:) needs iOS 15 (tvOS 15, Mac Catalyst 15); the package's minimum is iOS 13; "
                + "guard it with @available/#available or raise the minimum",
        ])
        // The file's own uses of UITableView come first when it is not fenced yet.
        XCTAssertEqual(problems.filter { $0.contains("UITableView is unavailable") }.count, 1, problems.joined(separator: "\n"))
        XCTAssertTrue(problems.contains { $0.contains("UITableView is unavailable on watchOS") && $0.hasSuffix(fence) })
    }

    func testGeneratedIdentifiableAndDiffableCodeIsAboveSwiftPMsDefaults() throws {
        let checker = try Self.checker.get()
        let minimums = try minimumsWithNoPlatformsDeclared()
        let needs = "needs iOS 13 (macOS 10.15, tvOS 13, watchOS 6); the package's minimum is iOS 12; guard it with @available/#available or raise the minimum"
        let feed = try generate("Examples/Feed.itemize.json", for: .itemize)
        let identifiable = try XCTUnwrap(lineNumber(of: "Identifiable,", in: feed))
        XCTAssertTrue(checker.problems(inModule: [("Feed", feed)], minimums: minimums).contains("Feed:\(identifiable): Identifiable \(needs)"))

        // The diffable target's snapshots and data sources are ItemizeRuntime's.
        let snapshot = "Sources/Runtime/UIKit/ShownItems+Snapshot.swift", table = "Sources/Runtime/UIKit/DiffableTableDataSource.swift"
        let sources = try [snapshot, table].map {
            (path: $0, text: try String(contentsOf: packageRoot.appendingPathComponent($0), encoding: .utf8))
        }
        let problems = checker.problems(inModule: sources, minimums: minimums)
        for (name, file) in [
            ("NSDiffableDataSourceSnapshot", sources[0]), ("UICollectionViewDiffableDataSource", sources[0]),
            ("UITableViewDiffableDataSource", sources[1]),
        ] {
            let line = try XCTUnwrap(lineNumber(of: name, in: file.text))
            XCTAssertTrue(problems.contains(
                "\(file.path):\(line): \(name) needs iOS 13 (tvOS 13); the package's minimum is iOS 12; guard it with @available/#available or raise the minimum"),
                problems.joined(separator: "\n"))
        }
    }

    func testStringSearchesWithoutFoundationAreAboveTheMinimum() throws {
        let (problems, line) = try problems(putting: """
            func hasQuotedWords(_ text: String) -> Bool {
                text.contains("\\"\\"") || text.split(separator: ", ").count > 1 || text.contains("\\n")
            }
            """, into: "Sources/Runtime/counted.swift", lineOfUse: 2)
        let tail = "needs iOS 16 (macOS 13, tvOS 16, watchOS 9, Mac Catalyst 16); the package's minimum is iOS 13; "
            + "guard it with @available/#available or raise the minimum"
        XCTAssertEqual(problems, [
            "Sources/Runtime/counted.swift:\(line): contains(_:) with a string, without Foundation \(tail)",
            "Sources/Runtime/counted.swift:\(line): split(separator:) with a string separator \(tail)",
        ])
        // With Foundation imported, `contains` is Foundation's, available everywhere.
        let checker = try Self.checker.get()
        let withFoundation = "import Foundation\nlet isQuoted = \"text\".contains(\"\\\"\\\"\")\n"
        XCTAssertEqual(checker.problems(inModule: [("Quoted.swift", withFoundation)], minimums: declaredMinimums(inManifest: try text(of: "Package.swift"))), [])
    }

    // MARK: Guards (positive controls)

    func testAGuardedUseIsAccepted() throws {
        let checker = try Self.checker.get()
        let minimums = declaredMinimums(inManifest: try text(of: "Package.swift"))
        let guarded = """
            func timed(_ body: () -> Void) -> Double {
                if #available(iOS 16, macOS 13, tvOS 16, watchOS 9, *) {
                    let clock = ContinuousClock()
                    return Double(clock.measure(body).components.seconds)
                }
                return 0
            }
            @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
            struct Timer {
                let clock = ContinuousClock()
                func measure(_ body: () -> Void) -> Duration { clock.measure(body) }
            }
            func timedAfterGuard() -> Int64? {
                guard #available(iOS 16, macOS 13, tvOS 16, watchOS 9, *) else { return nil }
                return ContinuousClock().measure {}.components.seconds
            }
            #if os(macOS)
            @available(macOS 13, *)
            func macOnly() -> ContinuousClock { ContinuousClock() }
            #endif
            #if canImport(UIKit) && !os(watchOS)
            import UIKit
            extension UITableView {
                func reconfigure(_ paths: [IndexPath]) {
                    if #available(iOS 15, tvOS 15, *) { reconfigureRows(at: paths) } else { reloadRows(at: paths, with: .none) }
                }
            }
            #endif
            // ContinuousClock in a comment, /* and ContinuousClock */ in a block comment
            let text = "ContinuousClock() in a string", raw = #"ContinuousClock "quoted" in a raw string"#
            """
        XCTAssertEqual(checker.problems(inModule: [("Guarded.swift", guarded)], minimums: minimums), [])
    }

    func testAGuardTooLowAnElseBlockAndAnInterpolationAreReported() throws {
        let checker = try Self.checker.get()
        let minimums = declaredMinimums(inManifest: try text(of: "Package.swift"))
        let code = """
            func timed() -> String {
                if #available(iOS 15, macOS 12, tvOS 15, watchOS 8, *) {
                    _ = ContinuousClock()
                }
                guard #available(iOS 16, macOS 13, tvOS 16, watchOS 9, *) else { return "\\(ContinuousClock.now)" }
                return ""
            }
            """
        let tail = "guard it with @available/#available or raise the minimum"
        XCTAssertEqual(checker.problems(inModule: [("Code.swift", code)], minimums: minimums), [
            "Code.swift:3: ContinuousClock needs iOS 16 (macOS 13, tvOS 16, watchOS 9, Mac Catalyst 16); the minimum its @available/#available gives is iOS 15; \(tail)",
            "Code.swift:5: ContinuousClock needs iOS 16 (macOS 13, tvOS 16, watchOS 9, Mac Catalyst 16); the package's minimum is iOS 13; \(tail)",
        ])
    }

    // MARK: The table and the manifest

    func testTheTableReadsTheStandardLibrarysAvailabilityFromTheToolchain() throws {
        let table = try Self.checker.get().table
        func versions(_ name: String) -> [String] {
            let availability = table.entries.first { $0.name == name }?.availability
            return ApplePlatform.allCases.map { availability?.version(on: $0)?.description ?? "-" }
        }
        // iOS, macOS, tvOS, watchOS, visionOS, Mac Catalyst.
        XCTAssertEqual(versions("ContinuousClock"), ["16", "13", "16", "9", "1", "16"])
        XCTAssertEqual(versions("Identifiable"), ["13", "10.15", "13", "6", "1", "13"])
        XCTAssertEqual(versions("Mutex"), ["18", "15", "18", "11", "2", "18"])
        XCTAssertEqual(versions("String(unsafeUninitializedCapacity:initializingUTF8With:)"), ["14", "11", "14", "7", "1", "14"])
        XCTAssertEqual(ApplePlatform.allCases.map { table.typedThrows.availability.version(on: $0)?.description ?? "-" }, ["18", "15", "18", "11", "2", "18"])
    }

    func testTheStandInsAvailabilityIsReadAndAgreesWithTheDocumentedTable() throws {
        let sample = """
            @available(iOS 13.0, tvOS 13.0, *)
            @MainActor open class UITableViewDiffableDataSource<Section, Item> {
                @available(iOS 15.0, tvOS 15.0, *)
                open func applySnapshotUsingReloadData(_ snapshot: Int) {}
                open func apply(_ snapshot: Int) {}
            }
            @MainActor open class UITableView {
                @available(iOS, introduced: 11.0)
                open var hasUncommittedUpdates: Bool { false }
            }
            """
        let entries = AvailabilityTable.standInEntries(sample)
        XCTAssertEqual(entries.map(\.name), ["UITableViewDiffableDataSource", "UITableViewDiffableDataSource.applySnapshotUsingReloadData", "UITableView.hasUncommittedUpdates"])
        XCTAssertEqual(entries.map { $0.availability.version(on: .iOS)?.description }, ["13", "15", "11"])

        let table = try Self.checker.get().table
        for file in try swiftFiles(in: "Tests/AppleStandIns") {
            for standIn in AvailabilityTable.standInEntries(try text(of: file)) {
                for entry in table.entries where entry.source.hasPrefix("https://") && !Set(entry.keys).isDisjoint(with: standIn.keys) {
                    func said(_ availability: Availability, on platform: ApplePlatform) -> String? {
                        availability.isUnavailable(on: platform) ? "unavailable" : availability.version(on: platform)?.description
                    }
                    for platform in [ApplePlatform.iOS, .tvOS, .macOS] where said(standIn.availability, on: platform) != nil {
                        XCTAssertEqual(said(standIn.availability, on: platform), said(entry.availability, on: platform),
                                       "\(file): \(standIn.name) on \(platform.displayName) differs from \(entry.source)")
                    }
                }
            }
        }
    }

    func testTheManifestsPlatformsAreReadWithSwiftPMsDefaultsForTheRest() {
        let minimums = declaredMinimums(inManifest: #"platforms: [.iOS(.v14), .macOS("10.15.4")],"#)
        XCTAssertEqual(ApplePlatform.allCases.map { minimums.version(on: $0)?.description }, ["14", "10.15.4", "12", "4", "1", "14"])
    }

    // MARK: Helpers

    /// The table from the running toolchain's interfaces and the stand-ins.
    // MARK: SwiftUI and Observation

    func testTheGeneratedSwiftUICodeIsCheckedAgainstTheStandInsAvailability() throws {
        // With SwiftPM's default minimums (iOS 12), every SwiftUI name the
        // generated code and the runtime's SwiftUI lists use is reported:
        // the check reads the SwiftUI stand-in's availability and looks
        // inside `#if canImport(SwiftUI)`, qualified or not.
        let checker = try Self.checker.get()
        let feed = try generate("Examples/Feed.itemize.json", for: .itemize)
        let list = "Sources/Runtime/SwiftUI/ListSections.swift"
        let listText = try text(of: list)
        let problems = checker.problems(
            inModule: [("Feed", feed)] + (try swiftFiles(in: "Sources/Runtime").map { ($0, try text(of: $0)) }),
            minimums: try minimumsWithNoPlatformsDeclared())
        let needs = "needs iOS 13 (macOS 10.15, tvOS 13, watchOS 6); the package's minimum is iOS 12; guard it with @available/#available or raise the minimum"
        for (file, text, name, use) in [("Feed", feed, "AnyView", "SwiftUI.AnyView"), ("Feed", feed, "ViewBuilder", "@SwiftUI.ViewBuilder"),
                                        (list, listText, "ForEach", "ForEach("), (list, listText, "View", "some View {"),
                                        (list, listText, "Text", "Text(")] {
            let line = try XCTUnwrap(lineNumber(of: use, in: text), "\(file) no longer uses \(use)")
            XCTAssertTrue(problems.contains("\(file):\(line): \(name) \(needs)"), "\(name):\n" + problems.joined(separator: "\n"))
        }
    }

    func testASwiftUIModifierAboveTheMinimumIsReportedUnlessGuarded() throws {
        // Negative control: pull to refresh (iOS 15) in a view beside the
        // generated feed, written as a template would write it.
        let checker = try Self.checker.get()
        let minimums = declaredMinimums(inManifest: try text(of: "Package.swift"))
        let feed = try generate("Examples/Feed.itemize.json", for: .itemize)
        XCTAssertEqual(checker.problems(inModule: [("Feed", feed)], minimums: minimums), [])
        func view(_ body: String) -> String {
            "#if canImport(SwiftUI)\nimport SwiftUI\n\npublic struct Refreshing: SwiftUI.View {\n"
                + "    public var body: some SwiftUI.View {\n        \(body)\n    }\n}\n#endif\n"
        }
        XCTAssertEqual(checker.problems(inModule: [("Feed", feed), ("Refreshing", view("SwiftUI.EmptyView().refreshable {}"))], minimums: minimums), [
            "Refreshing:6: View.refreshable needs iOS 15 (macOS 12, tvOS 15, watchOS 8, Mac Catalyst 15); the package's minimum is iOS 13; "
                + "guard it with @available/#available or raise the minimum",
        ])
        let guarded = view("if #available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *) { SwiftUI.EmptyView().refreshable {} }")
        XCTAssertEqual(checker.problems(inModule: [("Feed", feed), ("Refreshing", guarded)], minimums: minimums), [])
    }

    func testACasePatternOfTheModulesOwnEnumIsNoModifierButTheModifierIs() throws {
        let checker = try Self.checker.get()
        let minimums = declaredMinimums(inManifest: try text(of: "Package.swift"))
        let place = "enum Place { case swipe, contextMenu }\n"
            + "func title(_ place: Place) -> String {\n    switch place {\n    case .swipe: \"swipe\"\n    case .contextMenu: \"menu\"\n    }\n}\n"
        XCTAssertEqual(checker.problems(inModule: [("Place", place)], minimums: minimums), [])
        let menu = "import SwiftUI\n\nfunc menu(_ row: some SwiftUI.View) -> some SwiftUI.View {\n    row.contextMenu { SwiftUI.EmptyView() }\n}\n"
        XCTAssertEqual(checker.problems(inModule: [("Place", place), ("Menu", menu)], minimums: minimums).count, 1)
    }

    func testTheEditableListIsFencedToThePlatformsThatHaveEditMode() throws {
        // The generated EditableList is fenced with `#if !os(macOS) &&
        // !os(watchOS)`. Negative control: a list like it behind a fence that
        // lets macOS in, where SwiftUI has no EditMode (the stand-in's
        // `@available(macOS, unavailable)`, from the iOS SDK's interface).
        let checker = try Self.checker.get()
        let minimums = declaredMinimums(inManifest: try text(of: "Package.swift"))
        let feed = try generate("Examples/Feed.itemize.json", for: .itemize)
        XCTAssertEqual(checker.problems(inModule: [("Feed", feed)], minimums: minimums), [])
        func list(fencedBy fence: String) -> String {
            "#if canImport(SwiftUI)\nimport SwiftUI\n\n\(fence)\npublic struct Editing: SwiftUI.View {\n"
                + "    @SwiftUI.Binding public var editMode: SwiftUI.EditMode\n"
                + "    public var body: some SwiftUI.View { SwiftUI.EmptyView() }\n}\n#endif\n#endif\n"
        }
        XCTAssertEqual(
            checker.problems(inModule: [("Feed", feed), ("Editing", list(fencedBy: "#if !os(macOS) && !os(watchOS)"))], minimums: minimums),
            [])
        let problems = checker.problems(inModule: [("Feed", feed), ("Editing", list(fencedBy: "#if !os(watchOS)"))], minimums: minimums)
        XCTAssertFalse(problems.isEmpty, "EditMode on macOS was not reported")
        XCTAssertTrue(
            problems.allSatisfy { $0.contains("EditMode is unavailable on macOS") || $0.contains("editMode is unavailable on macOS") },
            problems.joined(separator: "\n"))
    }

    func testSectionedArraysObservationIsGuarded() throws {
        // Negative control: the registrar made without `#available`.
        let (problems, line) = try problems(putting: """
            extension SectionedArray {
                static func unguardedRegistrar() -> Any { ObservationRegistrar() }
            }
            """, into: "Sources/Runtime/SectionedArray+Observation.swift", lineOfUse: 2)
        XCTAssertEqual(problems.count, 1, problems.joined(separator: "\n"))
        XCTAssertTrue(
            problems.first?.hasPrefix("Sources/Runtime/SectionedArray+Observation.swift:\(line): ObservationRegistrar needs iOS 17 (macOS 14, tvOS 17, watchOS 10") == true,
            problems.joined(separator: "\n"))
    }

    private static func loadTable() throws -> AvailabilityTable {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let swift = path.split(separator: ":").map { URL(fileURLWithPath: "\($0)/swift") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
        guard let usr = swift?.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent(),
              let interfaces = ["linux", "macosx"].map({ usr.appendingPathComponent("lib/swift/\($0)").path })
                .first(where: { FileManager.default.fileExists(atPath: "\($0)/Swift.swiftmodule") })
        else { throw AvailabilityTable.Failure(description: "no toolchain with Swift.swiftmodule beside swift on PATH") }
        let standIns = try FileManager.default.subpathsOfDirectory(atPath: packageRoot.appendingPathComponent("Tests/AppleStandIns").path)
            .filter {
                $0.hasSuffix(".swift") && !$0.hasPrefix("Consumers") && !$0.hasPrefix("Checks") && !$0.hasPrefix("NegativeControls")
            }.sorted()
            .map { try String(contentsOf: packageRoot.appendingPathComponent("Tests/AppleStandIns/\($0)"), encoding: .utf8) }
        return try AvailabilityTable.load(interfaces: interfaces, standIns: standIns)
    }

    /// The problems that appear in `file` when `snippet` is appended to a
    /// copy of it (of an empty file if it is gone), and the line of the
    /// snippet's `lineOfUse`-th line.
    private func problems(putting snippet: String, into file: String, lineOfUse: Int) throws -> ([String], Int) {
        let checker = try Self.checker.get()
        let minimums = declaredMinimums(inManifest: try text(of: "Package.swift"))
        let original = (try? text(of: file)) ?? ""
        let lineCount = original.split(separator: "\n", omittingEmptySubsequences: false).count - (original.hasSuffix("\n") ? 1 : 0)
        let copy = original + (original.hasSuffix("\n") ? "" : "\n") + snippet + "\n"
        let before = checker.problems(inModule: [(file, original)], minimums: minimums)
        let after = checker.problems(inModule: [(file, copy)], minimums: minimums)
        return (after.filter { !before.contains($0) }, lineCount + lineOfUse)
    }

    /// SwiftPM's minimums: the manifest with its `platforms:` left out.
    private func minimumsWithNoPlatformsDeclared() throws -> Availability {
        let manifest = try text(of: "Package.swift")
        let parts = manifest.components(separatedBy: "platforms: [")
        XCTAssertEqual(parts.count, 2, "Package.swift declares no platforms")
        let withoutPlatforms = parts[0] + (parts.dropFirst().first?.components(separatedBy: "],").dropFirst().joined(separator: "],") ?? "")
        return declaredMinimums(inManifest: withoutPlatforms)
    }

    private struct GenerationFailure: Error, CustomStringConvertible {
        var description: String
    }

    /// One pipeline per target: each compiles its templates once.
    private static let pipelines = Dictionary(uniqueKeysWithValues: ([nil] + ValidatedSpec.Target.allCases).map {
        ($0?.rawValue ?? "", GeneratorPipeline(templates: .builtIn, target: $0))
    })

    /// The code `spec` generates for `target` (for its own with nil).
    private func generate(_ spec: String, for target: ValidatedSpec.Target?) throws -> String {
        let bytes = Array(try Data(contentsOf: packageRoot.appendingPathComponent(spec)))
        do {
            return try Self.pipelines[target?.rawValue ?? ""]!.generate(specBytes: bytes, file: spec)
        } catch {
            throw GenerationFailure(description: "\(spec) does not generate for \(target.map(\.rawValue) ?? "its target"): \(error)")
        }
    }

    private func text(of path: String) throws -> String {
        try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// The Swift files under a folder of the package, as paths from its root, sorted.
    private func swiftFiles(in folder: String) throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: packageRoot.appendingPathComponent(folder).path)
            .filter { $0.hasSuffix(".swift") }.sorted().map { "\(folder)/\($0)" }
    }

    /// The `path:` of every target in a manifest.
    private func targetFolders(inManifest manifest: String) -> [String] {
        let tokens = swiftTokens(in: manifest)
        return tokens.indices.dropLast(2).filter { tokens[$0].text == "path" && tokens[$0 + 1].text == ":" && tokens[$0 + 2].kind == .string }
            .map { tokens[$0 + 2].text }
    }

    /// The first line of code (not a comment) containing `text`.
    private func lineNumber(of text: String, in source: String) -> Int? {
        source.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains(text) && !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.map { $0 + 1 }
    }
}
