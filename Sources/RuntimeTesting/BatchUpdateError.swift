/// Why a batch update was rejected: the reason UIKit would crash with, in
/// UIKit's wording where UIKit has one, or the undefined pattern that the
/// strict rules reject.
public struct BatchUpdateError: Error, Equatable, CustomStringConvertible {
    /// What went wrong, in UIKit's wording where UIKit has one.
    public var message: String
    /// True when only the strict rules (the patterns UIKit handles in an
    /// undefined way) reject the batch; false when UIKit itself rejects it.
    public var isStrictRule: Bool

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - message: What went wrong.
    ///   - isStrictRule: Whether only the strict rules reject the batch.
    public init(message: String, isStrictRule: Bool = false) {
        self.message = message
        self.isStrictRule = isStrictRule
    }

    /// The message, marked when it comes from a strict rule.
    public var description: String {
        isStrictRule ? "strict rule: \(message)" : message
    }
}
