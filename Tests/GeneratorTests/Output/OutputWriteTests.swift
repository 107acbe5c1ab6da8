import Foundation
import GeneratorTestSupport
import XCTest
@testable import ItemizeGenerator

final class OutputWriteTests: XCTestCase {
    func testNewFileIsWrittenWithReadablePermissionsAndNoTemporaryFileLeft() throws {
        let folder = try TemporaryFolder()
        try writeOutputs([GeneratedOutput(specPath: "A.json", outputPath: folder.url("A.swift"), text: "let a = 1\n")])

        XCTAssertEqual(folder.contents(of: "A.swift"), Data("let a = 1\n".utf8))
        XCTAssertEqual(try folder.status(of: "A.swift").permissions, 0o644)
        XCTAssertEqual(try folder.entries(), ["A.swift"])
    }

    func testUnchangedFileKeepsItsModificationDateAndInode() throws {
        let folder = try TemporaryFolder()
        try folder.write("let a = 1\n", to: "A.swift")
        try folder.backdate("A.swift")
        let before = try folder.status(of: "A.swift")

        try writeOutputs([GeneratedOutput(specPath: "A.json", outputPath: folder.url("A.swift"), text: "let a = 1\n")])

        XCTAssertEqual(try folder.status(of: "A.swift"), before)
    }

    func testChangedFileIsReplacedKeepingItsPermissions() throws {
        let folder = try TemporaryFolder()
        try folder.write("old\n", to: "A.swift")
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: folder.url("A.swift"))
        try folder.backdate("A.swift")
        let before = try folder.status(of: "A.swift")

        try writeOutputs([GeneratedOutput(specPath: "A.json", outputPath: folder.url("A.swift"), text: "new\n")])

        let after = try folder.status(of: "A.swift")
        XCTAssertEqual(folder.contents(of: "A.swift"), Data("new\n".utf8))
        XCTAssertEqual(after.permissions, 0o600)
        XCTAssertNotEqual(after.modificationDate, before.modificationDate)
        // Replaced by a rename, not rewritten in place: a reader never sees half a file.
        XCTAssertNotEqual(after.inode, before.inode)
        XCTAssertEqual(try folder.entries(), ["A.swift"])
    }

    func testAnOutputDifferingOnlyInItsLastByteOrLengthIsRewrittenAndAnEmptyOneIsKept() throws {
        let folder = try TemporaryFolder()
        let body = String(repeating: "let value = 1\n", count: 1_000)
        try folder.write(body + "a", to: "LastByte.swift")
        try folder.write(body, to: "Longer.swift")
        try folder.write("", to: "Empty.swift")
        try folder.backdate("Empty.swift")
        let emptyBefore = try folder.status(of: "Empty.swift")

        try writeOutputs([
            GeneratedOutput(specPath: "A.json", outputPath: folder.url("LastByte.swift"), text: body + "b"),
            GeneratedOutput(specPath: "B.json", outputPath: folder.url("Longer.swift"), text: body + "\n"),
            GeneratedOutput(specPath: "C.json", outputPath: folder.url("Empty.swift"), text: ""),
        ])

        XCTAssertEqual(folder.contents(of: "LastByte.swift"), Data((body + "b").utf8))
        XCTAssertEqual(folder.contents(of: "Longer.swift"), Data((body + "\n").utf8))
        XCTAssertEqual(try folder.status(of: "Empty.swift"), emptyBefore)
    }

    func testOnlyTheChangedFilesOfSeveralAreRewritten() throws {
        let folder = try TemporaryFolder()
        try folder.write("same\n", to: "Same.swift")
        try folder.write("old\n", to: "Changed.swift")
        try folder.backdate("Same.swift")
        let sameBefore = try folder.status(of: "Same.swift")

        try writeOutputs([
            GeneratedOutput(specPath: "Same.json", outputPath: folder.url("Same.swift"), text: "same\n"),
            GeneratedOutput(specPath: "Changed.json", outputPath: folder.url("Changed.swift"), text: "new\n"),
        ])

        XCTAssertEqual(try folder.status(of: "Same.swift"), sameBefore)
        XCTAssertEqual(folder.contents(of: "Changed.swift"), Data("new\n".utf8))
    }

    func testAFileThatCannotBeWrittenLeavesEveryOtherTargetUntouched() throws {
        let folder = try TemporaryFolder()
        try folder.write("old\n", to: "A.swift")
        // A file where B's folder should be: B can be neither read nor staged.
        try folder.write("not a folder\n", to: "Blocked")

        XCTAssertThrowsError(try writeOutputs([
            GeneratedOutput(specPath: "A.json", outputPath: folder.url("A.swift"), text: "new\n"),
            GeneratedOutput(specPath: "B.json", outputPath: folder.url("Blocked/B.swift"), text: "new\n"),
        ])) { error in
            XCTAssertEqual((error as? FileSystemError)?.path, folder.url("Blocked/B.swift"))
            XCTAssertEqual((error as? FileSystemError)?.reason, "Not a directory")
        }
        XCTAssertEqual(folder.contents(of: "A.swift"), Data("old\n".utf8))
        XCTAssertEqual(try folder.entries(), ["A.swift", "Blocked"])
    }

    func testMissingOutputFoldersAreCreated() throws {
        let folder = try TemporaryFolder()
        try writeOutputs([
            GeneratedOutput(specPath: "A.json", outputPath: folder.url("Generated/Deep/A.swift"), text: "a\n"),
            GeneratedOutput(specPath: "B.json", outputPath: folder.url("Generated/Other/B.swift"), text: "b\n"),
        ])
        XCTAssertEqual(folder.contents(of: "Generated/Deep/A.swift"), Data("a\n".utf8))
        XCTAssertEqual(folder.contents(of: "Generated/Other/B.swift"), Data("b\n".utf8))
        XCTAssertEqual(try folder.entries(in: "Generated"), ["Deep", "Other"])
    }

    func testAFolderThatCannotBeCreatedIsNamedAndNothingIsWritten() throws {
        let folder = try TemporaryFolder()
        try folder.write("old\n", to: "A.swift")
        try folder.write("not a folder\n", to: "Blocked")

        XCTAssertThrowsError(try writeOutputs([
            GeneratedOutput(specPath: "A.json", outputPath: folder.url("A.swift"), text: "new\n"),
            GeneratedOutput(specPath: "B.json", outputPath: folder.url("Blocked/Deeper/B.swift"), text: "new\n"),
        ])) { error in
            XCTAssertEqual((error as? FileSystemError)?.path, folder.url("Blocked/Deeper"))
            XCTAssertEqual((error as? FileSystemError)?.action, "create the folder")
        }
        XCTAssertEqual(folder.contents(of: "A.swift"), Data("old\n".utf8))
        XCTAssertEqual(try folder.entries(), ["A.swift", "Blocked"])
    }

    func testTemporaryFilesLeftByAnEndedRunAreRemovedAndNoOtherFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("same\n", to: "A.swift")
        let ended = try endedProcessIdentifier()
        let alive = ProcessInfo.processInfo.processIdentifier
        let stale = [".A.swift.itemize-\(ended)-x1Y2z3", ".A.swift.itemize-Ab12Cd", ".B.swift.itemize-\(ended)-q9W8e7"]
        let kept = [
            ".A.swift.itemize-\(alive)-x1Y2z3",  // a run still going
            ".C.swift.itemize-\(ended)-x1Y2z3",  // not an output of this run
            ".A.swift.itemize-notes",             // not a name itemize gives
            ".A.swift.itemize-\(ended)-x1Y2z3.bak",
            "A.swift.itemize-\(ended)-x1Y2z3",
        ]
        for name in stale + kept {
            try folder.write("partial", to: name)
        }
        try folder.backdate("A.swift")
        let before = try folder.status(of: "A.swift")

        // A is unchanged, B is new: the files left for both go either way.
        try writeOutputs([
            GeneratedOutput(specPath: "A.json", outputPath: folder.url("A.swift"), text: "same\n"),
            GeneratedOutput(specPath: "B.json", outputPath: folder.url("B.swift"), text: "b\n"),
        ])

        XCTAssertEqual(try folder.status(of: "A.swift"), before)
        XCTAssertEqual(try folder.entries(), (["A.swift", "B.swift"] + kept).sorted())
    }

    func testAStagedFileIsNamedAfterItsTargetAndItsProcess() throws {
        let folder = try TemporaryFolder()
        let staged = try StagedFile.stage(Array("a\n".utf8), for: folder.url("A.swift"), inFirstOf: [folder.path])
        defer { staged.discard() }
        let name = String(staged.temporaryPath.dropFirst(folder.path.count + 1))
        let pid = ProcessInfo.processInfo.processIdentifier
        XCTAssertTrue(name.hasPrefix(".A.swift.itemize-\(pid)-"), name)
        XCTAssertEqual(name.count, ".A.swift.itemize-\(pid)-".count + 6, name)
        XCTAssertFalse(StagedFile.isLeftover(name, ofTarget: "A.swift"), "a file this process is writing is no leftover")
    }

    func testAStaleFileOfATargetWhoseNameHoldsTheMarkerNamesTheWholeTarget() throws {
        let ended = try endedProcessIdentifier()
        // The target's own `.itemize-` is part of its name.
        XCTAssertTrue(StagedFile.isLeftover(".Feed.itemize-old.swift.itemize-Ab12Cd", ofTarget: "Feed.itemize-old.swift"))
        XCTAssertTrue(StagedFile.isLeftover(".Feed.itemize-old.swift.itemize-\(ended)-x1Y2z3", ofTarget: "Feed.itemize-old.swift"))
        XCTAssertFalse(StagedFile.isLeftover(".Feed.itemize-old.swift.itemize-\(ended)-x1Y2z3", ofTarget: "Feed"))
        XCTAssertFalse(StagedFile.isLeftover(".Feed.swift.itemize-Ab12Cd.itemize-notes", ofTarget: "Feed.swift"))
        XCTAssertFalse(StagedFile.isLeftover(".Feed.swift.itemize-Ab12Cd.itemize-notes", ofTarget: "Feed.swift.itemize-Ab12Cd"))
    }

    func testAFileNamedLikeTheMarkerAloneIsNoStaleFileAndIsKept() throws {
        XCTAssertFalse(StagedFile.isLeftover("..itemize-abc123", ofTarget: ""))
        let folder = try TemporaryFolder()
        _ = try folder.write("a user's file\n", to: ".itemize-abc123")
        _ = try folder.write("another\n", to: "..itemize-abc123")

        try writeOutputs([GeneratedOutput(specPath: "A.json", outputPath: folder.url("A.swift"), text: "a\n")])

        XCTAssertEqual(try folder.entries(), ["..itemize-abc123", ".itemize-abc123", "A.swift"])
    }

    func testABareFileNameIsStagedInTheWorkingDirectory() throws {
        let folder = try TemporaryFolder()
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(folder.path))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }

        try writeOutputs([GeneratedOutput(specPath: "A.json", outputPath: "A.swift", text: "a\n")])

        XCTAssertEqual(folder.contents(of: "A.swift"), Data("a\n".utf8))
        XCTAssertEqual(try folder.entries(), ["A.swift"])
    }

    /// The id of a process that has ended: a child run and waited for.
    private func endedProcessIdentifier() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exit 0"]
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }
}
