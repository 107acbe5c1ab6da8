/// Whether a type of `spec` (a field, a section parameter, an external
/// item's identity) names a Foundation type (`UUID`, `[Date]`,
/// `Foundation.Data`) that no module in its `imports` declares: the
/// generated file then imports Foundation itself. Only the types common in
/// list items are known. UIKit, AppKit and SwiftUI bring Foundation in on
/// Apple platforms but not on Linux, so only Foundation itself (or
/// FoundationEssentials, for the types it declares) counts.
func namesFoundationType(_ spec: ValidatedSpec) -> Bool {
    if spec.imports.contains("Foundation") {
        return false
    }
    let hasEssentials = spec.imports.contains("FoundationEssentials")
    let itemTypes = spec.items.flatMap { item -> [String] in
        switch item.content {
        case .fields(let fields, _): fields.map(\.type)
        case .external(let identityType): [identityType]
        case .noData: []
        }
    }
    let sectionTypes = spec.sections.flatMap { $0.fields.map(\.type) + [$0.parameterType].compactMap { $0 } }
    return (itemTypes + sectionTypes).contains { type in
        typeTextNames(type).contains { name in
            guard let first = name.first else { return false }
            if foundationEssentialsTypes.contains(first) {
                return !hasEssentials
            }
            return first == "Foundation" || foundationOnlyTypes.contains(first)
        }
    }
}

/// Types of Foundation that FoundationEssentials declares too.
private let foundationEssentialsTypes: Set<String> = [
    "UUID", "Date", "DateComponents", "DateInterval", "TimeInterval", "URL", "URLComponents", "URLQueryItem",
    "Data", "Decimal", "IndexPath", "Locale", "TimeZone", "Calendar", "AttributedString",
]

/// Types that come with Foundation (the geometry types through CoreGraphics
/// on Apple platforms) but not with FoundationEssentials.
private let foundationOnlyTypes: Set<String> = [
    "IndexSet", "CharacterSet", "Measurement", "PersonNameComponents", "NSRange", "CGFloat", "CGPoint", "CGSize",
    "CGRect",
]
