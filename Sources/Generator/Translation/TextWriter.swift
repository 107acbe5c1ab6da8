/// Writes a string of the render model piece by piece into one buffer,
/// then makes the string with one copy: a piece costs a bounds check and a
/// copy, where interpolation, `map` and `joined` made an array per list, a
/// string per piece and a regrowth per append, about 200 instructions a
/// piece.
///
/// The caller gives the size it expects, so the buffer is usually the
/// temporary one reserved up front; counting the size by writing twice
/// cost more than the writes (9.6M instructions instead of 8.9M to
/// translate 1,000 kinds). A wrong guess only moves the text to the heap.
struct TextWriter {
    /// The text so far, in the caller's temporary buffer until it outgrows it.
    private var output: RenderedBytes

    private init(buffer: UnsafeMutableBufferPointer<UInt8>) {
        output = RenderedBytes(writingInto: buffer)
    }

    /// The text `write` writes.
    ///
    /// - Parameters:
    ///   - capacity: How many bytes `write` is expected to write; more
    ///     still works, at the price of a copy to the heap.
    ///   - write: Writes the text.
    @inline(__always)
    static func string(capacity: Int, _ write: (inout TextWriter) -> Void) -> String {
        // Past a few hundred bytes the temporary buffer moves to the heap;
        // render-model strings are a line or two.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(capacity, 1)) { buffer in
            var writer = TextWriter(buffer: buffer)
            write(&writer)
            let text = String(decoding: writer.output.bytes, as: UTF8.self)
            writer.output.deallocate()
            return text
        }
    }

    /// The last byte written, if any.
    var lastByte: UInt8? {
        output.bytes.last
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
        output.append(base, count: bytes.count)
    }

    /// Appends the UTF-8 bytes of a literal such as `", "`.
    @inline(__always)
    mutating func write(literal: StaticString) {
        output.append(literal.utf8Start, count: literal.utf8CodeUnitCount)
    }

    /// Appends one byte; an ASCII character unless it is part of a
    /// multi-byte UTF-8 sequence written byte by byte.
    @inline(__always)
    mutating func write(_ byte: UInt8) {
        output.append(byte)
    }
}
