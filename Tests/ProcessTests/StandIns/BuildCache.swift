import Foundation

/// Compiler results kept by key for the rest of the test process: a build
/// that several checks share is made by the first that needs it.
final class BuildCache: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [String: CompilerResult] = [:]

    /// The result stored for `key`, or that of `build`, run and stored now.
    /// The lock is held while `build` runs, so it runs once per key.
    func result(for key: String, _ build: () throws -> CompilerResult) throws -> CompilerResult {
        lock.lock()
        defer { lock.unlock() }
        if let result = results[key] { return result }
        let result = try build()
        results[key] = result
        return result
    }
}
