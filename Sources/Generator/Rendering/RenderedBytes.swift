import Foundation

/// A growing buffer of rendered UTF-8 whose append is a capacity check and
/// a copy: `Array.append(contentsOf:)` costs about 100 instructions a call,
/// and a render appends hundreds of thousands of short strings.
///
/// It writes into the caller's buffer while that has room, so that the
/// result is the array rendered into rather than a copy of megabytes into
/// fresh pages; past that, into memory of its own, which `deallocate()`
/// frees.
struct RenderedBytes {
    /// The first byte: the caller's buffer, or memory of its own once that is full.
    private(set) var storage: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// How many bytes have been written.
    private(set) var count = 0
    /// Whether `storage` is the caller's buffer rather than memory of its own.
    private(set) var isInPlace = true

    /// A buffer writing into `buffer` until it is full.
    /// - Parameter buffer: Uninitialized memory of at least one byte.
    init(writingInto buffer: UnsafeMutableBufferPointer<UInt8>) {
        guard let base = buffer.baseAddress, !buffer.isEmpty else {
            preconditionFailure("rendering needs room for at least one byte")
        }
        storage = base
        capacity = buffer.count
    }

    /// The bytes written so far; valid until the next append.
    var bytes: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: storage, count: count)
    }

    /// Appends the `extra` bytes at `source`, which must not lie in this buffer.
    @inline(__always)
    mutating func append(_ source: UnsafePointer<UInt8>, count extra: Int) {
        reserve(extra)
        copyBytes(from: source, to: storage + count, count: extra)
        count += extra
    }

    /// Appends two runs with one capacity check: an output's value and the
    /// text after it.
    @inline(__always)
    mutating func append(_ first: UnsafePointer<UInt8>, count firstCount: Int, _ second: UnsafePointer<UInt8>, count secondCount: Int) {
        reserve(firstCount + secondCount)
        copyBytes(from: first, to: storage + count, count: firstCount)
        copyBytes(from: second, to: storage + count + firstCount, count: secondCount)
        count += firstCount + secondCount
    }

    /// Appends one byte.
    mutating func append(_ byte: UInt8) {
        reserve(1)
        storage[count] = byte
        count += 1
    }

    /// Frees the memory of its own, if any; the buffer is unusable after.
    func deallocate() {
        if !isInPlace {
            free(storage)
        }
    }

    /// Makes room for `extra` more bytes.
    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if count + extra > capacity {
            grow(toHold: count + extra)
        }
    }

    /// Doubles the room, so that appends stay amortized constant time.
    @inline(never)
    private mutating func grow(toHold minimum: Int) {
        capacity = max(minimum, capacity * 2)
        if isInPlace {
            let own = Self.resized(nil, to: capacity)
            own.update(from: storage, count: count)
            storage = own
            isInPlace = false
        } else {
            storage = Self.resized(storage, to: capacity)
        }
    }

    /// `realloc`, since the C allocator can grow a large block by remapping
    /// its pages: copying megabytes into fresh pages at each doubling makes
    /// the kernel fault in every page again.
    private static func resized(_ storage: UnsafeMutablePointer<UInt8>?, to capacity: Int) -> UnsafeMutablePointer<UInt8> {
        guard let resized = realloc(storage, capacity) else {
            preconditionFailure("out of memory for \(capacity) bytes of rendered text")
        }
        return resized.assumingMemoryBound(to: UInt8.self)
    }
}
