import Foundation

/// A value computed by the first caller that needs it and kept for the rest
/// of the test process, failure included, so that tests sharing an
/// expensive step (a release build, a run of the whole corpus) pay for it
/// once. The lock is held while it is computed.
final class ComputedOnce<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private let compute: () throws -> Value
    private var result: Result<Value, any Error>?

    init(_ compute: @escaping () throws -> Value) {
        self.compute = compute
    }

    /// The value, computed now if no caller asked for it before.
    func value() throws -> Value {
        lock.lock()
        defer { lock.unlock() }
        if result == nil {
            result = Result { try compute() }
        }
        return try result!.get()
    }
}
