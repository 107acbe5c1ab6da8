/// Why a type written in a spec cannot be used, and how to fix it.
struct TypeTextProblem: Equatable, Sendable {
    /// What is wrong, quoting the type.
    var message: String
    /// A fix to propose, when there is one to give.
    var suggestion: String?
}
