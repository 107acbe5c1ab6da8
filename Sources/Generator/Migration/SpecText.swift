/// A spec's bytes, with where each of its lines starts: turns the reader's
/// lines and columns into byte offsets, so that a migration edits the text
/// itself and every comment, key order and line break outside its edits
/// stays as written.
struct SpecText {
    /// The file's contents.
    let bytes: [UInt8]
    /// The byte offset where each line starts, line 1 first; after a byte
    /// order mark on line 1, as the reader does not count it as a column.
    private let lineStarts: [Int]

    /// The text of `bytes`, with lines broken as the reader breaks them:
    /// at `\n`, `\r\n` and a lone `\r`.
    init(bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0]
        var index = starts[0]
        while index < bytes.count {
            if bytes[index] == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A {
                index += 1
            }
            if bytes[index] == 0x0A || bytes[index] == 0x0D {
                starts.append(index + 1)
            }
            index += 1
        }
        lineStarts = starts
    }

    /// The byte offset of a 1-based line and column (in UTF-8 bytes).
    func offset(line: Int, column: Int) -> Int {
        lineStarts[line - 1] + column - 1
    }

    /// The line break the file uses: `\r\n` if it has one, else `\n`.
    var lineBreak: String {
        bytes.indices.dropLast().contains { bytes[$0] == 0x0D && bytes[$0 + 1] == 0x0A } ? "\r\n" : "\n"
    }

    /// The spaces and tabs before `offset` on its line, if nothing else is
    /// there: the indentation of a key that starts its line.
    func indentation(before offset: Int) -> String? {
        guard let start = lineStarts.last(where: { $0 <= offset }) else { return nil }
        let prefix = bytes[start..<offset]
        guard prefix.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else { return nil }
        return String(decoding: prefix, as: UTF8.self)
    }

    /// The offset just past the string literal whose opening quote is at
    /// `offset`; escaped quotes do not end it. The reader has read the
    /// literal, so its closing quote is there.
    func endOfString(at offset: Int) -> Int {
        var index = offset + 1
        while index < bytes.count, bytes[index] != 0x22 {
            index += bytes[index] == 0x5C ? 2 : 1
        }
        return index + 1
    }

    /// The bytes with `edits` made; edits must not overlap, and are made
    /// from the last to the first so that each offset stays true.
    func applying(_ edits: [SpecEdit]) -> [UInt8] {
        var result = bytes
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            result.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
        }
        return result
    }
}
