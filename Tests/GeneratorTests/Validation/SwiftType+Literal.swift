@testable import ItemizeGenerator

/// A type written as a literal in the tests' specs and expectations, as
/// Validation makes it from a spec's text; a literal Validation would
/// reject stops the test run.
extension SwiftType: ExpressibleByStringLiteral {
    public init(stringLiteral text: String) {
        do {
            self = try checkedType(text)
        } catch {
            fatalError("a test's type \"\(text)\" is one Validation rejects: \(error.message)")
        }
    }
}

/// Why Validation rejects the type `text`, or nil when it accepts it.
func typeTextProblem(_ text: String) -> TypeTextProblem? {
    do {
        _ = try checkedType(text)
        return nil
    } catch {
        return error
    }
}
