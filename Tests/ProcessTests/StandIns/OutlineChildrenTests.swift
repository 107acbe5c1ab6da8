import Foundation
import GeneratorTestSupport
import XCTest

@testable import ItemizeGenerator

/// What issue 44 promised for outlines: a child of a kind the spec keeps
/// out of a parent is a compile error naming the parent's children enum
/// and the kind, as MovedKindTests shows for sections. The Mailbox screen
/// type-checks with the committed output; it fails once the spec takes a
/// kind out of a parent's `"children"`, and a screen that puts a
/// disallowed child in a parent fails with the committed output.
final class OutlineChildrenTests: XCTestCase {
    private let spec = "Examples/Mailbox.itemize.json"

    func testTheMailboxScreenTypeChecksWithTheCommittedOutput() throws {
        let build = try standInsForTest(StandInBuild.shared)
        let result = try build.typeCheck(
            [packageRoot.appendingPathComponent("Examples/Mailbox.swift").path, screen], module: "MailboxApp",
            against: build.uikit)
        XCTAssertEqual(result.status, 0, result.output)
    }

    func testTakingAKindOutOfAParentsChildrenFailsTheScreenThatPutsItThere() throws {
        let build = try standInsForTest(StandInBuild.shared)
        let folder = try TemporaryFolder()
        let text = try String(contentsOf: packageRoot.appendingPathComponent(spec), encoding: .utf8)
        let original = #""children": ["Folder", "Message"]"#
        XCTAssertTrue(text.contains(original), "\(spec) no longer gives Folder these children")
        let moved = text.replacingOccurrences(of: original, with: #""children": ["Folder"]"#)
        let code = try GeneratorPipeline(templates: .builtIn).generate(specBytes: Array(moved.utf8), file: spec)
        let generated = try folder.write(code, to: "Mailbox.swift")
        let result = try build.typeCheck([generated, screen], module: "MailboxApp", against: build.uikit)
        XCTAssertNotEqual(result.status, 0, "the screen still compiled with messages in a folder")
        XCTAssertTrue(result.output.contains("type 'MailboxItem.FolderChildren' has no member 'message'"), result.output)
    }

    func testADisallowedChildDoesNotCompileAndTheAllowedOneDoes() throws {
        let build = try standInsForTest(StandInBuild.shared)
        let folder = try TemporaryFolder()
        let output = packageRoot.appendingPathComponent("Examples/Mailbox.swift").path
        /// The committed output with one line that builds a `Flagged` node holding `child`.
        func typeCheck(child: String) throws -> CompilerResult {
            let file = try folder.write("""
                import ItemizeRuntime

                func flagged(_ message: Message, _ folder: Folder) -> OutlineNode<MailboxItem> {
                    MailboxItem.flagged(children: [\(child)])
                }
                """, to: "Flagged\(child.count).swift")
            return try build.typeCheck([output, file], module: "MailboxApp", against: build.uikit)
        }
        let allowed = try typeCheck(child: ".message(message)")
        XCTAssertEqual(allowed.status, 0, allowed.output)
        let disallowed = try typeCheck(child: ".folder(folder, children: [])")
        XCTAssertNotEqual(disallowed.status, 0, "a folder in the flagged group compiled")
        XCTAssertTrue(disallowed.output.contains("type 'MailboxItem.FlaggedChildren' has no member 'folder'"), disallowed.output)
    }

    private var screen: String {
        packageRoot.appendingPathComponent("Tests/AppleStandIns/Consumers/MailboxApp.swift").path
    }
}
