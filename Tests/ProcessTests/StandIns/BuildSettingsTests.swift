import Foundation
import GeneratorTestSupport
import XCTest

@testable import ItemizeGenerator

/// The generated file compiles in the user's app target, under its build
/// settings: every committed output, with the screens that use it and code
/// that makes, diffs and sends its models off the main actor, type-checks
/// with warnings as errors in each cell of `BuildSetting.all`, against the
/// stand-ins (Scripts/typecheck-apple-sdk.sh does the same against a real SDK).
final class BuildSettingsTests: XCTestCase {
    func testEveryOutputWithItsScreensTypeChecksInEveryBuildSetting() throws {
        let libraries = try standInsForTest(LibraryStandIns.shared)
        let folder = try TemporaryFolder()
        let units = try outputUnits(offMainChecksIn: folder)
        XCTAssertGreaterThanOrEqual(units.count, 13, "the committed outputs are missing: \(units.map(\.name))")
        let settings = BuildSetting.all
        let results = CompileResults.compiling(count: units.count * settings.count) { index in
            let unit = units[index / settings.count], setting = settings[index % settings.count]
            return try unit.typeCheck(in: setting, libraries: libraries)
        }
        for (index, (unit, setting)) in units.flatMap({ unit in settings.map { (unit, $0) } }).enumerated() {
            let result = try results.get(index)
            XCTAssertEqual(result.status, 0, "\(unit.name), \(setting):\n\(result.output)")
        }
    }

    /// The negative control: a file from templates whose data types are not
    /// declared `nonisolated` (as before they were) takes the target's
    /// default isolation, and a main-actor default breaks it.
    func testDataTypesThatTakeTheTargetsDefaultIsolationFailTheMainActorCell() throws {
        let build = try standInsForTest(StandInBuild.shared)
        let folder = try TemporaryFolder()
        let feed = try String(contentsOf: packageRoot.appendingPathComponent("Examples/Feed.swift"), encoding: .utf8)
        let inheriting = feed.replacingOccurrences(of: "\nnonisolated public ", with: "\npublic ")
            .replacingOccurrences(of: "\nnonisolated extension ", with: "\nextension ")
        XCTAssertNotEqual(inheriting, feed, "Examples/Feed.swift declares no nonisolated data type")
        let files = [try folder.write(inheriting, to: "Feed.swift"), consumer("FeedApp")]
        let nonisolated = try build.typeCheck(files, module: "FeedApp", against: build.uikit, setting: BuildSetting.all[0])
        XCTAssertEqual(nonisolated.status, 0, nonisolated.output)
        let mainActor = try build.typeCheck(files, module: "FeedApp", against: build.uikit, setting: BuildSetting.all[1])
        XCTAssertNotEqual(mainActor.status, 0)
        // The first use the compiler meets: the section's Equatable in a
        // nonisolated context, or its conformances as a Sendable generic
        // argument of the runtime's SwiftUI list (Feed's spec lists
        // "swiftui"; Classic's, without it, uses no conformance off the
        // main actor in the file itself).
        XCTAssertTrue(
            mainActor.output.contains(
                "error: main actor-isolated conformance of 'FeedSection' to 'Equatable' cannot be used in nonisolated context")
                || mainActor.output.contains(
                    "error: main actor-isolated conformance of 'FeedSection' to 'IdentifiableType' cannot satisfy conformance requirement for a 'Sendable' type parameter"),
            mainActor.output)
    }

    /// An external item the app left main-actor isolated (the default of a
    /// new Xcode 26 target) fails at the line of the generated file under
    /// the comment that says how to fix it, and only there.
    func testAMainActorExternalItemFailsAtTheLineThatNamesTheFix() throws {
        let build = try standInsForTest(StandInBuild.shared)
        let mainActorAd = packageRoot.appendingPathComponent("Tests/AppleStandIns/NegativeControls/FeedWithAMainActorAd.swift")
        let result = try build.typeCheck(
            [packageRoot.appendingPathComponent("Examples/Feed.swift").path, mainActorAd.path],
            module: "FeedApp", against: build.uikit, setting: BuildSetting.all[1])
        XCTAssertNotEqual(result.status, 0)
        let errors = result.output.split(separator: "\n").filter { $0.contains(": error: ") && !$0.contains("`- error") }
        XCTAssertEqual(errors.count, 1, result.output)
        XCTAssertTrue(errors.first?.hasPrefix(packageRoot.appendingPathComponent("Examples/Feed.swift").path) == true, result.output)
        XCTAssertTrue(result.output.contains("`Ad` is the app's own type: an error on the next line means it must be `nonisolated struct Ad`"), result.output)
    }

    /// Every committed output with the screens and checks that use it.
    private func outputUnits(offMainChecksIn folder: TemporaryFolder) throws -> [Unit] {
        var units: [Unit] = []
        let outputs = try swiftFiles(under: packageRoot.appendingPathComponent("Examples"), recursive: false)
            + swiftFiles(under: packageRoot.appendingPathComponent("Tests/GeneratorTests/Fixtures"), recursive: false)
        for output in outputs {
            let name = URL(fileURLWithPath: output).deletingPathExtension().lastPathComponent
            let screens = ["App", "SwiftUIApp", "HostedRowsApp", "OffMainApp"].map { consumer(name + $0) }
                .filter { FileManager.default.fileExists(atPath: $0) }
            let offMain = try folder.write(try offMainCheck(of: output), to: "\(name)OffMainCheck.swift")
            units.append(Unit(name: name, files: [output] + screens + [offMain], world: .uikit))
        }
        units.append(
            Unit(
                name: "Settings on AppKit",
                files: [packageRoot.appendingPathComponent("Examples/Settings.swift").path, consumer("AppKitApp")],
                world: .appkit))
        units.append(
            Unit(
                name: "Inbox on AppKit",
                files: [packageRoot.appendingPathComponent("Examples/Inbox.swift").path, consumer("InboxAppKitApp")],
                world: .appkit))
        for output in try swiftFiles(under: packageRoot.appendingPathComponent("Examples/Targets"), recursive: false) {
            let name = URL(fileURLWithPath: output).deletingPathExtension().lastPathComponent
            let screens = ["App", "GridApp", "ReorderApp", "SwiftUIApp", "OffMainApp"].map { libraryConsumer(name + $0) }
                .filter { FileManager.default.fileExists(atPath: $0) }
            let offMain = try folder.write(try offMainCheck(of: output), to: "\(name)OffMainCheck.swift")
            units.append(Unit(name: "Targets/\(name)", files: [output] + screens + [offMain], world: .libraries))
        }
        let todoList = packageRoot.appendingPathComponent("Examples/Consumer/Sources/TodoList")
        units.append(Unit(name: "Consumer/TodoList", files: try swiftFiles(under: todoList, recursive: true), world: .uikit))
        return units
    }

    /// Code that uses `output`'s item and section enums in an actor and a
    /// detached task: identities, `==`, kinds and allowed kinds, each of
    /// which a main-actor-isolated data type would refuse there.
    private func offMainCheck(of output: String) throws -> String {
        let text = try String(contentsOfFile: output, encoding: .utf8)
        // The item enum, then the section enum: the file's first two
        // top-level enums (the item structs before them are structs).
        let enums = text.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("nonisolated "), let range = line.range(of: "enum ") else { return nil }
            return String(line[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        }
        guard enums.count >= 2 else { throw StandInFailure(message: "\(output) has no item and section enums") }
        let (item, section) = (enums[0], enums[1])
        return """
            actor ItemizeOffMainCheck {
                func count(_ items: [\(item)], _ sections: [\(section)]) -> Int {
                    var identities = Set<\(item).Identity>()
                    for item in items where item == item {
                        identities.insert(item.identity)
                        _ = item.kind.reuseIdentifier
                    }
                    let allowed = sections.filter { $0 == $0 }.map { $0.allowedKinds.count }
                    return identities.count + allowed.count + \(item).Kind.allCases.count
                }
            }

            func itemizeCountDetached(_ items: [\(item)], _ sections: [\(section)]) async -> Int {
                await Task.detached { await ItemizeOffMainCheck().count(items, sections) }.value
            }

            """
    }
}

/// Files type-checked as one app module, and the stand-ins they import.
private struct Unit {
    enum World {
        case uikit, appkit, libraries
    }

    var name: String
    var files: [String]
    var world: World

    func typeCheck(in setting: BuildSetting, libraries: LibraryStandIns) throws -> CompilerResult {
        let module = "App"
        switch world {
        case .uikit: return try libraries.build.typeCheck(files, module: module, against: libraries.build.uikit, setting: setting)
        case .appkit: return try libraries.build.typeCheck(files, module: module, against: libraries.build.appkit, setting: setting)
        case .libraries: return try libraries.typeCheck(files, module: module, setting: setting)
        }
    }
}

private func consumer(_ name: String) -> String {
    packageRoot.appendingPathComponent("Tests/AppleStandIns/Consumers/\(name).swift").path
}

private func libraryConsumer(_ name: String) -> String {
    packageRoot.appendingPathComponent("Tests/LibraryStandIns/Consumers/\(name).swift").path
}
