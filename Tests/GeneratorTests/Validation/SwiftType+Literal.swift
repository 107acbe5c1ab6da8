@testable import ItemizeGenerator

/// A type written as a literal in the tests' specs and expectations, as
/// Validation makes it from a spec's text.
extension SwiftType: ExpressibleByStringLiteral {
    public init(stringLiteral text: String) {
        self = checkedType(text)
    }
}
