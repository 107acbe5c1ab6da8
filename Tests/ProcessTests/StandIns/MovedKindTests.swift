import Foundation
import GeneratorTestSupport
import XCTest

@testable import ItemizeGenerator

/// What issue 42 promised a user who edits a spec: moving a kind out of a
/// section and regenerating makes every screen that still puts the kind
/// there fail to compile, naming the section's members and the kind. Each
/// example's spec loses one kind from one section, is generated again, and
/// is type-checked with its own screens, which build their sections through
/// the typed builders and mutations; BuildSettingsTests compiles the same
/// screens with the committed outputs, unchanged.
final class MovedKindTests: XCTestCase {
    private struct Move {
        var spec: String
        var section: String
        var kind: String
        /// The kind the section holds instead, for one whose only kind moves
        /// (a section allows at least one).
        var instead: String? = nil
        var screens: [String]
        var libraries = false
        /// The error the screens must fail with.
        var message: String
    }

    private static let moves = [
        Move(
            spec: "Examples/Classic.itemize.json", section: "controls", kind: "StepperItem",
            screens: [appleConsumer("ClassicApp")],
            message: "type 'ClassicItem.ControlsItems' has no member 'stepperItem'"),
        Move(
            spec: "Examples/Feed.itemize.json", section: "feed", kind: "Ad",
            screens: ["FeedApp", "FeedSwiftUIApp", "FeedOffMainApp"].map(appleConsumer),
            message: "type 'FeedItem.FeedItems' has no member 'ad'"),
        Move(
            spec: "Examples/Inbox.itemize.json", section: "loading", kind: "Spinner", instead: "Mail",
            screens: [appleConsumer("InboxApp")],
            message: "type 'InboxItem.LoadingItems' has no member 'spinner'"),
        Move(
            spec: "Examples/Settings.itemize.json", section: "account", kind: "ActionRow",
            screens: [appleConsumer("SettingsApp")],
            message: "type 'SettingsRow.AccountItems' has no member 'action'"),
        Move(
            spec: "Examples/Consumer/Specs/Todo.itemize.json", section: "today", kind: "Todo",
            screens: ["TodoBoard.swift", "TodoBoard+Changes.swift", "rowText.swift"].map {
                packageRoot.appendingPathComponent("Examples/Consumer/Sources/TodoList/\($0)").path
            },
            message: "type 'TodoItem.TodayItems' has no member 'todo'"),
    ] + ["FeedRxDataSources", "FeedDifferentiator", "FeedDifferenceKit", "FeedDiffable"].map { name in
        Move(
            spec: "Examples/Targets/\(name).itemize.json", section: "feed", kind: "Ad",
            screens: ["App", "GridApp", "ReorderApp", "SwiftUIApp"].map { libraryConsumer(name + $0) }
                .filter { FileManager.default.fileExists(atPath: $0) },
            libraries: true, message: "type 'FeedItem.FeedItems' has no member 'ad'")
    }

    func testMovingAKindOutOfASectionFailsEveryScreenThatPutsItThere() throws {
        let build = try standInsForTest(StandInBuild.shared)
        let libraries = try standInsForTest(LibraryStandIns.shared)
        let folder = try TemporaryFolder()
        for move in Self.moves {
            let text = try String(contentsOf: packageRoot.appendingPathComponent(move.spec), encoding: .utf8)
            let moved = try XCTUnwrap(removing(move.kind, fromSection: move.section, in: text, instead: move.instead), "\(move.spec): no \(move.kind) in \(move.section)")
            let code = try GeneratorPipeline(templates: .builtIn).generate(specBytes: Array(moved.utf8), file: move.spec)
            let name = URL(fileURLWithPath: move.spec).deletingPathExtension().deletingPathExtension().lastPathComponent
            let generated = try folder.write(code, to: "\(name).swift")
            let result = move.libraries
                ? try libraries.typeCheck([generated] + move.screens, module: "\(name)App")
                : try build.typeCheck([generated] + move.screens, module: "\(name)App", against: build.uikit)
            XCTAssertNotEqual(result.status, 0, "\(move.spec) without \(move.kind) in \(move.section) still compiled its screens")
            XCTAssertTrue(result.output.contains(move.message), "\(move.spec):\n\(result.output)")
        }
    }

    func testTheMoveChangesOnlyThatSectionsKinds() throws {
        let spec = """
            { "sections": [
                { "name": "featured", "items": ["Card", "Ad"] },
                { "name": "feed",
                  "items": ["Card", "Ad"] } ] }
            """
        XCTAssertEqual(
            removing("Ad", fromSection: "feed", in: spec),
            spec.replacingOccurrences(of: "\"items\": [\"Card\", \"Ad\"] } ]", with: "\"items\": [\"Card\"] } ]"))
        XCTAssertEqual(
            removing("Card", fromSection: "featured", in: spec),
            spec.replacingOccurrences(of: "\"featured\", \"items\": [\"Card\", \"Ad\"]", with: "\"featured\", \"items\": [\"Ad\"]"))
        XCTAssertEqual(
            removing("Ad", fromSection: "feed", in: spec, instead: "Banner"),
            spec.replacingOccurrences(of: "\"items\": [\"Card\", \"Ad\"] } ]", with: "\"items\": [\"Card\", \"Banner\"] } ]"))
        XCTAssertNil(removing("Banner", fromSection: "feed", in: spec))
    }
}

/// `spec` with `kind` gone from the `"items"` of the section named
/// `section`, replaced by `instead` if given, or nil when that section does
/// not list it.
private func removing(_ kind: String, fromSection section: String, in spec: String, instead: String? = nil) -> String? {
    guard let name = spec.range(of: "\"name\": \"\(section)\""),
        let items = spec.range(of: "\"items\": [", range: name.upperBound..<spec.endIndex),
        let end = spec.range(of: "]", range: items.upperBound..<spec.endIndex)
    else { return nil }
    let list = spec[items.upperBound..<end.lowerBound]
    let kinds = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
    guard kinds.contains("\"\(kind)\"") else { return nil }
    let kept = kinds.map { $0 == "\"\(kind)\"" ? instead.map { "\"\($0)\"" } : $0 }.compactMap { $0 }.joined(separator: ", ")
    return spec.replacingCharacters(in: items.upperBound..<end.lowerBound, with: kept)
}

private func appleConsumer(_ name: String) -> String {
    packageRoot.appendingPathComponent("Tests/AppleStandIns/Consumers/\(name).swift").path
}

private func libraryConsumer(_ name: String) -> String {
    packageRoot.appendingPathComponent("Tests/LibraryStandIns/Consumers/\(name).swift").path
}
