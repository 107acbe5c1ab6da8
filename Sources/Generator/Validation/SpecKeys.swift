/// The keys each kind of object in a spec may have, in the order messages
/// list them; SpecSchemaTests holds the JSON schema to them.
enum SpecKeys {
    /// The spec's root object.
    static let root = ["enum", "access", "imports", "items", "sections", "sectionEnum", "target", "rxModule", "views"]
    /// One element of `items`.
    static let item = [
        "name", "fields", "identity", "external", "identityType", "cell", "tableCell", "collectionCell", "content", "case",
    ]
    /// An item's `content`.
    static let listContent = ["text", "secondaryText", "image", "toggle", "accessories", "style"]
    /// One element of an item's `fields`.
    static let field = ["name", "type"]
    /// One element of `sections`.
    static let section = ["name", "header", "footer", "parameter", "fields", "headerView", "footerView", "tableHeaderView",
        "tableFooterView", "collectionHeaderView", "collectionFooterView", "items",
    ]
}
