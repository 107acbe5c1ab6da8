/// What a spec's name is used for, for `generatedNameClash`: a type (an
/// item, an enum, a typealias), the item enum (also named inside generic
/// declarations), a case of the item enum (which also names members of
/// `Dispatch` and the cell helpers) or of the section enum, or an item's
/// cell class (named inside the item enum).
enum GeneratedNameUse: CaseIterable {
    case type, itemEnum, itemCase, sectionCase, cellClass
}

/// Why the generated code cannot give `name` to a type or a case: it names
/// something the generated code uses or declares, which it would hide.
///
/// The templates qualify every name they take from a module
/// (`UIKit.UITableView`, `Swift.print`, `Foundation.IndexPath`), so a spec
/// may use those names; what is left is what qualification cannot protect:
/// the modules' own names, what the generated code declares or inherits,
/// generic parameters, `MainActor` (`Swift.MainActor` does not resolve on
/// every toolchain), `some`, and `Void`: the tables of `GeneratedNames`,
/// which `GeneratedNameClashTests` checks the templates against.
///
/// - Returns: A message naming the clash, or nil when there is none.
func generatedNameClash(_ name: String, as use: GeneratedNameUse) -> String? {
    generatedNameClashes(as: use)[name].map { "\"\(name)\" is a name the generated code uses for \($0)" }
}

/// The names a spec's name of `use` would clash with, each with what the
/// generated code uses it for.
func generatedNameClashes(as use: GeneratedNameUse) -> [String: String] {
    clashesByUse[use] ?? [:]
}

/// The names of each use, made once: validation asks for every name of a spec.
private let clashesByUse = Dictionary(uniqueKeysWithValues: GeneratedNameUse.allCases.map { use in
    let own = switch use {
    case .type: GeneratedNames.types
    case .itemEnum: GeneratedNames.types.merging(GeneratedNames.itemEnumGenericParameters) { _, clash in clash }
    case .itemCase: GeneratedNames.itemEnumNestedNames
    case .sectionCase: GeneratedNames.sectionEnumNestedNames
    case .cellClass: GeneratedNames.types.merging(GeneratedNames.itemEnumMembersCellClassesMeet) { _, cellClash in cellClash }
    }
    return (use, own.merging(GeneratedNames.modules) { clash, _ in clash })
})
