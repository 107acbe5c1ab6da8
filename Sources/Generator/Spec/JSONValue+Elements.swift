extension JSONValue {
    /// The children of an array or object, read in place from the
    /// document's list of children.
    struct Elements: RandomAccessCollection, ExpressibleByArrayLiteral, Sendable {
        /// The document the children belong to.
        let document: JSONDocument
        /// Where the children are in `document.storage.children`.
        let range: Range<Int>

        /// The children listed at `range` of `document.storage.children`.
        init(document: JSONDocument, range: Range<Int>) {
            self.document = document
            self.range = range
        }

        /// No elements: only the empty literal exists, so that an absent
        /// list reads `elements ?? []`, as for an array.
        init(arrayLiteral elements: Never...) {
            self.init(document: .empty, range: 0..<0)
        }

        var startIndex: Int { 0 }
        var endIndex: Int { range.count }

        /// The child at `position`, counted from the first child.
        subscript(position: Int) -> JSONValue {
            precondition(position >= 0 && position < range.count, "index out of range")
            return JSONValue(document: document, index: Int(document.storage.children[range.lowerBound + position]))
        }
    }
}
