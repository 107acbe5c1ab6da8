import Foundation
import GeneratorTestSupport
import XCTest

/// `--output` onto every kind of path a user can name: what the run says,
/// how it exits, and that nothing is lost: a device stays a device, a link
/// stays a link, and on every failure the old output and a link's target
/// are as they were.
///
/// The tests run as the user running the suite (root here); where being
/// root changes what the system allows, they also run `itemize` as
/// `nobody` through `setpriv`.
final class OutputPathKindTests: ExecutableTestCase {
    private var expected = ""

    override func setUpWithError() throws {
        try super.setUpWithError()
        try folder.write(sampleSpec(), to: "Todo.itemize.json")
        let printed = try run("generate", "Todo.itemize.json")
        XCTAssertEqual(printed.exitCode, 0, printed.standardError)
        expected = printed.standardOutput
        XCTAssertFalse(expected.isEmpty)
    }

    // MARK: Regular files and links

    func testARegularFileIsReplacedByARenameKeepingItsPermissions() throws {
        try folder.write("old\n", to: "Todo.swift")
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: folder.url("Todo.swift"))
        let before = try folder.status(of: "Todo.swift")

        let result = try run("generate", "Todo.itemize.json", "--output", "Todo.swift")

        XCTAssertEqual(result.exitCode, 0, result.standardError)
        XCTAssertEqual(result.standardError, "")
        XCTAssertEqual(folder.contents(of: "Todo.swift"), Data(expected.utf8))
        XCTAssertEqual(try folder.status(of: "Todo.swift").permissions, 0o640)
        XCTAssertNotEqual(try folder.status(of: "Todo.swift").inode, before.inode)
        XCTAssertEqual(try folder.entries(), ["Todo.itemize.json", "Todo.swift"])
    }

    func testASymbolicLinkIsFollowedAndItsTargetReplacedWhileTheLinkStays() throws {
        try folder.write("old\n", to: "Real/Todo.swift")
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: folder.url("Real/Todo.swift"))
        try FileManager.default.createSymbolicLink(atPath: folder.url("Link.swift"), withDestinationPath: "Real/Todo.swift")

        let result = try run("generate", "Todo.itemize.json", "--output", "Link.swift")

        XCTAssertEqual(result.exitCode, 0, result.standardError)
        XCTAssertEqual(result.standardError, "")
        XCTAssertEqual(try linkDestination("Link.swift"), "Real/Todo.swift")
        XCTAssertEqual(folder.contents(of: "Real/Todo.swift"), Data(expected.utf8))
        XCTAssertEqual(try folder.status(of: "Real/Todo.swift").permissions, 0o600)
        XCTAssertEqual(try folder.entries(), ["Link.swift", "Real", "Todo.itemize.json"])
        XCTAssertEqual(try folder.entries(in: "Real"), ["Todo.swift"])
        // Up to date through the link: --check reads the target.
        let check = try run("generate", "Todo.itemize.json", "--output", "Link.swift", "--check")
        XCTAssertEqual(check.exitCode, 0, check.standardError)

        // A failing run leaves the link and its target as they were.
        try folder.write(brokenSpec, to: "Todo.itemize.json")
        let failed = try run("generate", "Todo.itemize.json", "--output", "Link.swift")
        XCTAssertEqual(failed.exitCode, 1)
        XCTAssertEqual(try linkDestination("Link.swift"), "Real/Todo.swift")
        XCTAssertEqual(folder.contents(of: "Real/Todo.swift"), Data(expected.utf8))
    }

    func testADanglingSymbolicLinkIsRefusedAndLeftAsItIs() throws {
        try FileManager.default.createSymbolicLink(atPath: folder.url("Link.swift"), withDestinationPath: "Gone/Todo.swift")

        let result = try run("generate", "Todo.itemize.json", "--output", "Link.swift")

        XCTAssertEqual(result.exitCode, 1)
        XCTAssertEqual(result.standardOutput, "")
        XCTAssertEqual(
            result.standardError,
            "Link.swift: error: cannot write the file: it is a symbolic link to 'Gone/Todo.swift', which does not exist; "
                + "point the link at an existing file, or remove it\n")
        XCTAssertEqual(try linkDestination("Link.swift"), "Gone/Todo.swift")
        XCTAssertEqual(try folder.entries(), ["Link.swift", "Todo.itemize.json"])
    }

    func testAFolderWhereTheOutputFileShouldBeIsRefusedAndLeftAsItIs() throws {
        try FileManager.default.createDirectory(atPath: folder.url("Out/Todo.swift"), withIntermediateDirectories: true)

        let result = try run("generate", "Todo.itemize.json", "--output", "Out/")

        XCTAssertEqual(result.exitCode, 1)
        XCTAssertEqual(
            result.standardError,
            "Out/Todo.swift: error: cannot write the file: it is a folder, where the output file should be; "
                + "remove or rename the folder\n")
        XCTAssertEqual(try folder.entries(in: "Out"), ["Todo.swift"])
        XCTAssertEqual(try folder.entries(in: "Out/Todo.swift"), [])
    }

    func testAnOutputInAFolderOnlyRootMayWriteIsRefusedForOthersAndTheOldFileKept() throws {
        try folder.write("old\n", to: "Locked/Todo.swift")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.url("Locked"))
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: folder.url("Locked/Todo.swift"))
        let arguments = ["generate", "Todo.itemize.json", "--output", "Locked/Todo.swift"]

        let asNobody = try runAsNobody(arguments)

        XCTAssertEqual(asNobody.exitCode, 1)
        XCTAssertEqual(asNobody.standardError, "Locked/Todo.swift: error: cannot write the file: Permission denied\n")
        XCTAssertEqual(folder.contents(of: "Locked/Todo.swift"), Data("old\n".utf8))
        XCTAssertEqual(try folder.entries(in: "Locked"), ["Todo.swift"])

        // Root may write there: the same run replaces the file.
        let asRoot = try runItemizeExecutable(arguments, in: folder.path)
        XCTAssertEqual(asRoot.exitCode, 0, asRoot.standardError)
        XCTAssertEqual(folder.contents(of: "Locked/Todo.swift"), Data(expected.utf8))
    }

    // MARK: Standard output

    func testADashPrintsToStandardOutputAndCreatesNoFile() throws {
        let result = try run("generate", "Todo.itemize.json", "--output", "-")

        XCTAssertEqual(result.exitCode, 0, result.standardError)
        XCTAssertEqual(result.standardError, "")
        XCTAssertEqual(result.standardOutput, expected)
        XCTAssertEqual(try folder.entries(), ["Todo.itemize.json"])
    }

    func testDevStdoutPrintsToStandardOutputAndIsNeverReplaced() throws {
        // Standard output is a regular file here, as in a build log: it
        // must receive the code, not be swapped for another file.
        let result = try run("generate", "Todo.itemize.json", "--output", "/dev/stdout")

        XCTAssertEqual(result.exitCode, 0, result.standardError)
        XCTAssertEqual(result.standardError, "")
        XCTAssertEqual(result.standardOutput, expected)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: "/dev/stdout"), "/proc/self/fd/1")
    }

    func testCheckAgainstStandardOutputIsAUsageError() throws {
        for output in ["-", "/dev/stdout"] {
            let result = try run("generate", "Todo.itemize.json", "--output", output, "--check")

            XCTAssertEqual(result.exitCode, 64, output)
            XCTAssertEqual(
                result.standardError.split(separator: "\n").first.map(String.init),
                "error: '--check' compares files, and '--output \(output)' is standard output; name the output file")
            XCTAssertEqual(result.standardOutput, "", output)
        }
    }

    func testAFullStandardOutputFailsWithAMessage() throws {
        let result = try runWithStandardOutput(atPath: "/dev/full", ["generate", "Todo.itemize.json"])

        XCTAssertEqual(result.exitCode, 1)
        XCTAssertEqual(
            result.standardError,
            "error: cannot write to standard output: No space left on device; what was printed is incomplete\n")
        // Help and templates print through the same checked stream.
        let help = try runWithStandardOutput(atPath: "/dev/full", ["--help"])
        XCTAssertEqual(help.exitCode, 1)
        XCTAssertTrue(help.standardError.hasPrefix("error: cannot write to standard output: "), help.standardError)
    }

    // MARK: Devices and FIFOs

    func testDevNullIsASinkAndStaysADevice() throws {
        for run in [runAsUser, runAsNobody] {
            let result = try run(["generate", "Todo.itemize.json", "--output", "/dev/null"])

            XCTAssertEqual(result.exitCode, 0, result.standardError)
            XCTAssertEqual(result.standardError, "")
            XCTAssertEqual(result.standardOutput, "")
            XCTAssertEqual(try fileType("/dev/null"), S_IFCHR)
            XCTAssertEqual(try folder.entries(), ["Todo.itemize.json"])
        }
        // There is no file to compare with.
        let check = try runAsUser(["generate", "Todo.itemize.json", "--output", "/dev/null", "--check"])
        XCTAssertEqual(check.exitCode, 1)
        XCTAssertEqual(
            check.standardError, "/dev/null: error: cannot compare the file: it is a character device, not a regular file\n")
    }

    func testDevFullFailsWithTheSystemsReasonAndStaysADevice() throws {
        for run in [runAsUser, runAsNobody] {
            let result = try run(["generate", "Todo.itemize.json", "--output", "/dev/full"])

            XCTAssertEqual(result.exitCode, 1)
            XCTAssertEqual(result.standardError, "/dev/full: error: cannot write the file: No space left on device\n")
            XCTAssertEqual(try fileType("/dev/full"), S_IFCHR)
        }
    }

    func testDevZeroIsASinkAndNothingIsReadFromIt() throws {
        // Reading /dev/zero to compare never ends; writing it is a sink.
        let result = try runAsUser(["generate", "Todo.itemize.json", "--output", "/dev/zero"])

        XCTAssertEqual(result.exitCode, 0, result.standardError)
        XCTAssertEqual(result.standardError, "")
        XCTAssertEqual(try fileType("/dev/zero"), S_IFCHR)
    }

    func testAFIFOWithoutAReaderIsRefusedAtOnceAndStaysAFIFO() throws {
        XCTAssertEqual(mkfifo(folder.url("Pipe.swift"), 0o644), 0)

        let result = try runAsUser(["generate", "Todo.itemize.json", "--output", "Pipe.swift"])

        XCTAssertEqual(result.exitCode, 1)
        XCTAssertEqual(
            result.standardError,
            "Pipe.swift: error: cannot write the file: it is a FIFO that no process is reading; start the reader first\n")
        XCTAssertEqual(try fileType(folder.url("Pipe.swift")), S_IFIFO)
    }

    func testAFIFOWithAReaderGetsTheWholeCode() throws {
        XCTAssertEqual(mkfifo(folder.url("Pipe.swift"), 0o644), 0)
        let reader = FIFOReader(path: folder.url("Pipe.swift"))

        let result = try runAsUser(["generate", "Todo.itemize.json", "--output", "Pipe.swift"])
        let received = reader.finish()

        XCTAssertEqual(result.exitCode, 0, result.standardError)
        XCTAssertEqual(result.standardError, "")
        XCTAssertEqual(String(decoding: received, as: UTF8.self), expected)
        XCTAssertEqual(try fileType(folder.url("Pipe.swift")), S_IFIFO)
    }

    // MARK: Helpers

    private func runAsUser(_ arguments: [String]) throws -> ItemizeRun {
        try runWithTimeout(try itemizeExecutable(), arguments)
    }

    /// Runs `itemize` as `nobody`; skips the test when that cannot be done.
    private func runAsNobody(_ arguments: [String]) throws -> ItemizeRun {
        guard getuid() == 0 else {
            throw XCTSkip("not run as root, so the runs as this user already show what a user who is not root gets")
        }
        let setpriv = URL(fileURLWithPath: "/usr/bin/setpriv")
        guard FileManager.default.isExecutableFile(atPath: setpriv.path) else {
            throw XCTSkip("no /usr/bin/setpriv to run itemize as nobody")
        }
        // nobody must be able to read the spec and enter the folder.
        XCTAssertEqual(chmod(folder.path, 0o755), 0)
        return try runWithTimeout(
            setpriv, ["--reuid=nobody", "--regid=nogroup", "--clear-groups", try itemizeExecutable().path] + arguments)
    }

    /// Runs `executable` in the test's folder with its output captured in
    /// files, and fails the test instead of hanging if it does not end.
    private func runWithTimeout(
        _ executable: URL, _ arguments: [String], standardOutputPath: String? = nil
    ) throws -> ItemizeRun {
        let capture = try TemporaryFolder()
        try capture.write("", to: "out")
        try capture.write("", to: "err")
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
        let standardOutput = try XCTUnwrap(FileHandle(forWritingAtPath: standardOutputPath ?? capture.url("out")))
        let standardError = try XCTUnwrap(FileHandle(forWritingAtPath: capture.url("err")))
        process.standardOutput = standardOutput
        process.standardError = standardError
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning, Date() < deadline {
            usleep(10_000)
        }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            XCTFail("itemize \(arguments) did not end within 60 seconds")
        }
        try standardOutput.close()
        try standardError.close()
        return ItemizeRun(
            exitCode: process.terminationStatus,
            standardOutput: String(decoding: capture.contents(of: "out") ?? Data(), as: UTF8.self),
            standardError: String(decoding: capture.contents(of: "err") ?? Data(), as: UTF8.self))
    }

    private func runWithStandardOutput(atPath path: String, _ arguments: [String]) throws -> ItemizeRun {
        try runWithTimeout(try itemizeExecutable(), arguments, standardOutputPath: path)
    }

    private func linkDestination(_ name: String) throws -> String {
        try FileManager.default.destinationOfSymbolicLink(atPath: folder.url(name))
    }

    /// The file type bits of `path`, not following a final link.
    private func fileType(_ path: String) throws -> mode_t {
        var status = stat()
        guard lstat(path, &status) == 0 else {
            throw CocoaError(.fileNoSuchFile)
        }
        return status.st_mode & S_IFMT
    }
}

/// Reads a FIFO on a thread of its own until its last writer closes it.
///
/// The test holds a write end open from the start, so the reader is known
/// to be there before `itemize` opens the FIFO and sees no end of file
/// until `finish()` closes that end after `itemize` has exited.
private final class FIFOReader: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var received: [UInt8] = []
    private var writeEnd: Int32 = -1

    init(path: String) {
        let opened = DispatchSemaphore(value: 0)
        Thread.detachNewThread { [self] in
            let descriptor = open(path, O_RDONLY)
            opened.signal()
            var chunk = [UInt8](repeating: 0, count: 4096)
            while descriptor >= 0 {
                let count = read(descriptor, &chunk, chunk.count)
                if count <= 0 { break }
                received += chunk[..<count]
            }
            close(descriptor)
            done.signal()
        }
        // Blocks until the thread's read end is open.
        writeEnd = open(path, O_WRONLY)
        opened.wait()
    }

    /// Closes the test's write end and returns everything read.
    func finish() -> [UInt8] {
        close(writeEnd)
        done.wait()
        return received
    }
}
