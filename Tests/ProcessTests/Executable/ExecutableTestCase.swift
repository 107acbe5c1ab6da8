import GeneratorTestSupport
import XCTest

/// A test case that runs the built `itemize` in a fresh temporary folder,
/// removed after each test.
class ExecutableTestCase: XCTestCase {
    /// The folder each test runs `itemize` in.
    private(set) var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
    }

    override func tearDown() {
        folder = nil
    }

    /// Runs `itemize` with `arguments` in `folder`.
    func run(_ arguments: String...) throws -> ItemizeRun {
        try runItemizeExecutable(arguments, in: folder.path)
    }
}
