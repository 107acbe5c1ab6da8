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
    private var buffer: UnsafeMutableBufferPointer<UInt8>
    /// Whether `buffer` is heap memory of the writer's own, freed when the
    /// string is made, rather than the caller's temporary allocation.
    private var ownsBuffer = false
    /// The bytes written so far.
    private var count = 0

    private init(buffer: UnsafeMutableBufferPointer<UInt8>) {
        self.buffer = buffer
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
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            var writer = TextWriter(buffer: buffer)
            write(&writer)
            let text = String(decoding: UnsafeBufferPointer(rebasing: writer.buffer[..<writer.count]), as: UTF8.self)
            if writer.ownsBuffer {
                writer.buffer.deallocate()
            }
            return text
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
    private mutating func reserve(_ length: Int) {
        if length > buffer.count - count {
            grow(toHold: count + length)
        }
    }

    /// Moves the text to a heap buffer at least twice as large.
    @inline(never)
    private mutating func grow(toHold minimum: Int) {
        let larger = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(minimum, buffer.count * 2))
        if let source = buffer.baseAddress, count > 0 {
            larger.baseAddress!.update(from: source, count: count)
        }
        if ownsBuffer {
            buffer.deallocate()
        }
        buffer = larger
        ownsBuffer = true
    }
}
