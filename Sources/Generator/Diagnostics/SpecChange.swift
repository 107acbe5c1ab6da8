/// The breaking changes of the spec that diagnostics and migration notes
/// name, each as the first version that has it and the day it reached
/// `main` (CHANGELOG.md's sections until a version is tagged), so that a
/// user can tell what to pin and what to read.
enum SpecChange {
    /// `"cell"`, `"headerView"` and `"footerView"` name the class of the one
    /// view `"views"` lists.
    static let classKeysNeedViews = "Itemize 0.2.0 (main of 2026-12-02)"
    /// SwiftUI code and collection view registrations only for a spec that
    /// asks for them.
    static let swiftUIIsAView = "Itemize 0.2.0 (main of 2026-12-07)"
}
