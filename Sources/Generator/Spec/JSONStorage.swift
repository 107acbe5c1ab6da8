/// A parsed JSON document as a few flat arrays: the file's bytes, the text
/// of strings that had escapes, one `JSONNode` per value in document order,
/// and the children of every container, each container's side by side.
///
/// Flat, since four arrays are built and freed in a few allocations, where
/// a tree of values, strings and location objects cost 57M instructions to
/// build and free for a spec of 1,000 item kinds.
struct JSONStorage: Sendable {
    /// The file's contents; strings without escapes are read from here.
    let bytes: [UInt8]
    /// The UTF-8 of strings (and keys) that had escapes, decoded.
    var decoded: [UInt8] = []
    /// Every value, in the order its first byte comes in the file.
    var nodes: [JSONNode] = []
    /// Node indices: the children of each container, in file order.
    var children: [Int32] = []

    /// Storage for the file whose contents are `bytes`, with no values yet:
    /// the reader appends them.
    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Calls `body` with the bytes of a span of the file or of `decoded`.
    func withText<Result>(
        start: Int32, count: Int32, isDecoded: Bool, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        let range = Int(start)..<Int(start + count)
        if isDecoded {
            return decoded.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[range])) }
        }
        return bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// The text of a span; the reader has checked that the file is UTF-8.
    func text(start: Int32, count: Int32, isDecoded: Bool) -> String {
        withText(start: start, count: count, isDecoded: isDecoded) { text in
            String(decoding: text, as: UTF8.self)
        }
    }

    /// The key of the member at `node`, if its parent is an object.
    func key(of node: Int) -> String? {
        let value = nodes[node]
        guard value.keyCount >= 0 else {
            return nil
        }
        return text(start: value.keyStart, count: value.keyCount, isDecoded: value.isKeyDecoded)
    }

    /// The JSON path from the document's root to `node`, empty for the root
    /// (or -1): `items[3].identity`, with keys that are not identifiers
    /// bracketed, `sections["my key"]`. Built only for a diagnostic.
    func jsonPath(of node: Int) -> String {
        var steps: [Int] = []
        var next = node
        while next >= 0, nodes[next].parent >= 0 {
            steps.append(next)
            next = Int(nodes[next].parent)
        }
        var path = ""
        for step in steps.reversed() {
            let value = nodes[step]
            if let key = key(of: step) {
                path = Self.path(path, appendingKey: key)
            } else {
                path += "[\(value.keyStart)]"
            }
        }
        return path
    }

    private static func path(_ path: String, appendingKey key: String) -> String {
        var key = key
        if key.withUTF8(isSwiftIdentifier) {
            return path.isEmpty ? key : "\(path).\(key)"
        }
        var escaped = ""
        for character in key {
            if character == "\\" || character == "\"" {
                escaped.append("\\")
            }
            escaped.append(character)
        }
        return "\(path)[\"\(escaped)\"]"
    }
}
