/// Whether a type of `spec` (a field, a section parameter, an external
/// item's identity) names a Foundation type that no module in the spec's
/// `imports` declares: `UUID`, `[Date]`, `URL?`, `Foundation.Data`. The
/// generated file then imports Foundation itself, as a hand-written file
/// naming those types would.
///
/// Only the Foundation types common in list items are known; a type of
/// one's own named `Date` is written qualified (`MyModule.Date`) to keep
/// Foundation out. Importing UIKit, AppKit or SwiftUI brings Foundation in
/// on Apple platforms, but not on Linux, so only Foundation itself (or
/// FoundationEssentials, for the types it declares) counts.
func namesFoundationType(_ spec: ValidatedSpec) -> Bool {
    if spec.imports.contains("Foundation") {
        return false
    }
    let hasEssentials = spec.imports.contains("FoundationEssentials")
    var types: [String] = []
    for item in spec.items {
        switch item.content {
        case .fields(let fields, _): types += fields.map(\.type)
        case .external(let identityType): types.append(identityType)
        case .noData: break
        }
    }
    for section in spec.sections {
        types += section.fields.map(\.type)
        if let parameter = section.parameterType {
            types.append(parameter)
        }
    }
    return types.contains { type in
        typeTextNames(type).contains { name in
            guard let first = name.first else { return false }
            if first == "Foundation" {
                return true
            }
            if foundationEssentialsTypes.contains(first) {
                return !hasEssentials
            }
            return foundationOnlyTypes.contains(first)
        }
    }
}

/// Types of Foundation that FoundationEssentials declares too.
private let foundationEssentialsTypes: Set<String> = [
    "UUID", "Date", "DateComponents", "DateInterval", "TimeInterval", "URL", "URLComponents", "URLQueryItem",
    "Data", "Decimal", "IndexPath", "Locale", "TimeZone", "Calendar", "AttributedString",
]

/// Types that come with Foundation but not with FoundationEssentials; the
/// geometry types come from CoreGraphics on Apple platforms, which
/// Foundation imports.
private let foundationOnlyTypes: Set<String> = [
    "IndexSet", "CharacterSet", "Measurement", "PersonNameComponents", "NSRange", "CGFloat", "CGPoint", "CGSize",
    "CGRect",
]
