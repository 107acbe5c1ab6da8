/// The three type names a spec generates besides its items: each valid,
/// and distinct from the others.
struct SpecTypeNames {
    /// The wrapping item enum, `FeedItem`.
    var enumName: String
    /// The section enum, `FeedSection`.
    var sectionEnumName: String
    /// The section-model typealias, `FeedSectionModel`.
    var sectionModelName: String
}
