import Foundation

/// The results of compiles run side by side, each stored once by its index.
final class CompileResults: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Result<CompilerResult, any Error>?]

    init(count: Int) {
        results = Array(repeating: nil, count: count)
    }

    /// Runs `compile` for each index below `count`, as many at a time as
    /// there are cores (the compiles are independent), and keeps each result.
    static func compiling(count: Int, _ compile: @Sendable (Int) throws -> CompilerResult) -> CompileResults {
        let results = CompileResults(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            do {
                results.set(index, .success(try compile(index)))
            } catch {
                results.set(index, .failure(error))
            }
        }
        return results
    }

    func set(_ index: Int, _ result: Result<CompilerResult, any Error>) {
        lock.lock()
        results[index] = result
        lock.unlock()
    }

    func get(_ index: Int) throws -> CompilerResult {
        lock.lock()
        let stored = results[index]
        lock.unlock()
        guard let result = stored else {
            throw StandInFailure(message: "no result for compile \(index)")
        }
        return try result.get()
    }
}
