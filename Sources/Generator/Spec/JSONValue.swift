/// One value of a parsed JSON document, with where it stands in the file:
/// a position in its `JSONDocument`, so copying one copies no strings and
/// no arrays, and reading one builds only what is asked for.
///
/// Objects keep their members in file order, duplicates included, so that
/// validation can report a key given twice instead of silently losing one.
struct JSONValue: Sendable {
    /// The document the value was read from, which holds its text.
    let document: JSONDocument
    /// The value's node in `document.storage`.
    let index: Int

    /// The JSON types.
    enum Kind: UInt8, Sendable {
        case object
        case array
        case string
        case number
        case bool
        case null
    }

    private var node: JSONNode {
        document.storage.nodes[index]
    }

    /// The value's JSON type.
    var kind: Kind {
        node.kind
    }

    /// Where the value's first byte is, and its JSON path.
    var location: SourceLocation {
        let node = node
        return SourceLocation(
            file: document.file, line: Int(node.line), column: Int(node.column),
            jsonPath: document.storage.jsonPath(of: index)
        )
    }

    /// For a member of an object, where its key's opening quote is; the
    /// path is the member's.
    var keyLocation: SourceLocation {
        let node = node
        return SourceLocation(
            file: document.file, line: Int(node.keyLine), column: Int(node.keyColumn),
            jsonPath: document.storage.jsonPath(of: index)
        )
    }

    /// For a member of an object, its key.
    var key: String? {
        document.storage.key(of: index)
    }

    /// For an object, calls `body` with the node of each member and the
    /// UTF-8 of its key, in file order, making no value per member: reading
    /// an object's keys is what validation does most.
    func forEachMemberKey(_ body: (_ node: Int, _ key: UnsafeBufferPointer<UInt8>) -> Void) {
        let storage = document.storage
        let node = node
        guard node.kind == .object else {
            return
        }
        storage.children.withUnsafeBufferPointer { children in
            storage.nodes.withUnsafeBufferPointer { nodes in
                storage.bytes.withUnsafeBufferPointer { bytes in
                    storage.decoded.withUnsafeBufferPointer { decoded in
                        for child in children[Int(node.start)..<Int(node.start + node.count)] {
                            let member = nodes[Int(child)]
                            let text = member.isKeyDecoded ? decoded : bytes
                            let start = Int(member.keyStart)
                            body(Int(child), UnsafeBufferPointer(rebasing: text[start..<(start + Int(member.keyCount))]))
                        }
                    }
                }
            }
        }
    }

    /// The text, if the value is a string.
    var stringValue: String? {
        let node = node
        guard node.kind == .string else {
            return nil
        }
        return document.storage.text(start: node.start, count: node.count, isDecoded: node.isTextDecoded)
    }

    /// The flag, if the value is a boolean.
    var boolValue: Bool? {
        let node = node
        return node.kind == .bool ? node.isTrue : nil
    }

    /// The elements, if the value is an array.
    var elements: Elements? {
        kind == .array ? children : nil
    }

    private var children: Elements {
        let node = node
        return Elements(document: document, range: Int(node.start)..<Int(node.start + node.count))
    }
}
