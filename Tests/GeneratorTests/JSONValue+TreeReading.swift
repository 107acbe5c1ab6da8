@testable import ItemizeGenerator

/// What `JSONTree` reads that the generator never does: validation reads
/// an object's members by key and has no use for a number's text.
extension JSONValue {
    /// The members' values, in file order, if the value is an object; each
    /// gives its `key` and `keyLocation`.
    var members: Elements? {
        let node = document.storage.nodes[index]
        guard node.kind == .object else {
            return nil
        }
        return Elements(document: document, range: Int(node.start)..<Int(node.start + node.count))
    }

    /// The number exactly as written, `-1.5e3`, if the value is a number.
    var numberText: String? {
        let node = document.storage.nodes[index]
        guard node.kind == .number else {
            return nil
        }
        return document.storage.text(start: node.start, count: node.count, isDecoded: false)
    }
}
