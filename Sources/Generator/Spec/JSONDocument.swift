/// A parsed JSON file: its path and its values, stored flat, shared by
/// every `JSONValue` read from it.
final class JSONDocument: Sendable {
    /// The path of the file, as the user gave it.
    let file: String
    /// The values, as the reader left them; read only from here on.
    let storage: JSONStorage

    /// A document for the file at `file` whose values `storage` holds.
    init(file: String, storage: JSONStorage) {
        self.file = file
        self.storage = storage
    }

    /// A document with no values, behind an empty `JSONValue.Elements`.
    static let empty = JSONDocument(file: "", storage: JSONStorage(bytes: []))

    /// The value at `node`.
    func value(_ node: Int) -> JSONValue {
        JSONValue(document: self, index: node)
    }
}
