extension RenderModel {
    /// One kind's row in the SwiftUI view table (`RowViews`).
    struct RowView: Equatable, Sendable {
        /// The escaped case name, which labels the kind's view builder.
        var caseName: String
        /// The kind's own type, which its view builder is given.
        var itemType: String
        /// The generic parameter of the initializer for the kind's view,
        /// `CardRow`, named so that it hides no type the signature names.
        var rowType: String
        /// Whether the kind carries a value; a kind without data (a
        /// spinner) gets a view builder without arguments.
        var hasData: Bool
    }
}
