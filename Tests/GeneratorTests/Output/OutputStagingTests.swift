import Foundation
import GeneratorTestSupport
import XCTest
@testable import ItemizeGenerator

/// Staging a file away from its target, as a sandboxed build phase needs
/// when the target's folder refuses an undeclared temporary file.
///
/// The refusal itself (EPERM from the sandbox) cannot be produced here, as
/// the tests may run as root; what is tested is that a file staged in
/// another folder lands in place whole, with the target's permissions, and
/// leaves nothing behind in either folder.
final class OutputStagingTests: XCTestCase {
    func testAFileStagedInAnotherFolderReplacesTheTargetAndLeavesNothingBehind() throws {
        let outputs = try TemporaryFolder()
        let staging = try TemporaryFolder()
        try outputs.write("old\n", to: "Feed.swift")
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: outputs.url("Feed.swift"))

        let staged = try StagedFile.stage(Array("new\n".utf8), for: outputs.url("Feed.swift"), inFirstOf: [staging.path])
        XCTAssertTrue(staged.temporaryPath.hasPrefix(staging.path + "/.Feed.swift.itemize-"), staged.temporaryPath)
        XCTAssertEqual(outputs.contents(of: "Feed.swift"), Data("old\n".utf8), "nothing changes before the commit")
        try staged.commit()

        XCTAssertEqual(outputs.contents(of: "Feed.swift"), Data("new\n".utf8))
        XCTAssertEqual(try outputs.status(of: "Feed.swift").permissions, 0o640)
        XCTAssertEqual(try outputs.entries(), ["Feed.swift"])
        XCTAssertEqual(try staging.entries(), [])
    }

    func testAFileStagedInAnotherFolderIsRemovedWhenTheRenameFails() throws {
        let staging = try TemporaryFolder()
        let target = staging.url("missing-folder/Feed.swift")

        let staged = try StagedFile.stage(Array("new\n".utf8), for: target, inFirstOf: [staging.path])
        XCTAssertThrowsError(try staged.commit()) { error in
            XCTAssertEqual((error as? FileSystemError)?.path, target)
        }

        XCTAssertEqual(try staging.entries(), [])
    }
}
