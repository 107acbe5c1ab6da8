/// Writes a string of the render model piece by piece into a temporary
/// buffer, then makes the string with one copy.
///
/// Translating 1,000 kinds built its parameter lists and literals with
/// interpolation, `map` and `joined`: an array per list, a string per piece
/// and a regrowth per append, about 200 instructions a piece. Here a piece
/// is a bounds check and a copy. The caller bounds the size instead of the
/// writer counting it: running the writes twice, once to count, made
/// translating 1,000 kinds cost 9.6M instructions instead of 8.9M.
struct TextWriter {
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    /// The bytes written so far.
    private var count = 0

    private init(buffer: UnsafeMutableBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    /// The text `write` writes.
    ///
    /// - Parameters:
    ///   - capacity: At least the number of bytes `write` writes; writing
    ///     more stops the program.
    ///   - write: Writes the text.
    @inline(__always)
    static func string(capacity: Int, _ write: (inout TextWriter) -> Void) -> String {
        // Past a few hundred bytes the temporary buffer moves to the heap;
        // render-model strings are a line or two.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            var writer = TextWriter(buffer: buffer)
            write(&writer)
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<writer.count]), as: UTF8.self)
        }
    }

    /// The last byte written, if any.
    var lastByte: UInt8? {
        count > 0 ? buffer[count - 1] : nil
    }

    /// Appends `text`'s UTF-8 bytes.
    @inline(__always)
    mutating func write(_ text: String) {
        // A native string lends its bytes in place; only a string that is
        // not contiguous (bridged on Apple platforms) needs the copy that the
        // mutating `withUTF8` makes.
        if text.utf8.withContiguousStorageIfAvailable({ write($0) }) == nil {
            var text = text
            text.withUTF8 { write($0) }
        }
    }

    /// Appends `bytes`, which must be valid UTF-8 on their own.
    @inline(__always)
    mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        reserve(bytes.count)
        (buffer.baseAddress! + count).update(from: base, count: bytes.count)
        count += bytes.count
    }

    /// Appends the UTF-8 bytes of a literal such as `", "` one by one: as a
    /// `String` through `memcpy`, the separators of parameter lists cost
    /// about 60 instructions more each (translating 1,000 kinds 12.0M
    /// instructions instead of 10.6M).
    @inline(__always)
    mutating func write(literal: StaticString) {
        let length = literal.utf8CodeUnitCount
        reserve(length)
        for offset in 0..<length {
            buffer[count + offset] = literal.utf8Start[offset]
        }
        count += length
    }

    /// Appends one byte; an ASCII character unless it is part of a
    /// multi-byte UTF-8 sequence written byte by byte.
    @inline(__always)
    mutating func write(_ byte: UInt8) {
        reserve(1)
        buffer[count] = byte
        count += 1
    }

    @inline(__always)
    private func reserve(_ length: Int) {
        precondition(length <= buffer.count - count, "TextWriter.string wrote past the capacity its caller gave")
    }
}
