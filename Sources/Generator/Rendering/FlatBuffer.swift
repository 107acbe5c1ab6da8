import Foundation

/// A growing run of plain values in memory of its own, for building a
/// `TemplateContext` and for a render's scopes: an append is a capacity
/// check and a copy, where `Array.append(contentsOf:)` costs about 110
/// instructions a call on the 60,000 strings and keys of 1,000 kinds, and
/// reading one through a pointer retains nothing.
///
/// A value type holding a pointer: the owner frees it once with
/// `deallocate()`, and copies must not outlive that.
struct FlatBuffer<Element: BitwiseCopyable> {
    /// The first element; moves when an append grows the buffer.
    private(set) var base: UnsafeMutablePointer<Element>
    /// How many elements have been appended and not removed.
    private(set) var count = 0
    private var capacity: Int

    /// An empty buffer with room for `capacity` elements.
    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = Self.resized(nil, to: self.capacity)
    }

    /// The elements, valid until the next append.
    var elements: UnsafeBufferPointer<Element> {
        UnsafeBufferPointer(start: base, count: count)
    }

    /// The element at `index`, which must be below `count`.
    subscript(index: Int) -> Element {
        get { base[index] }
        nonmutating set { base[index] = newValue }
    }

    /// Adds `element` at the end, growing the buffer when it is full.
    @inline(__always)
    mutating func append(_ element: Element) {
        reserve(1)
        base[count] = element
        count += 1
    }

    /// Adds a copy of `elements` at the end, growing the buffer once at most.
    mutating func append(contentsOf elements: UnsafeBufferPointer<Element>) {
        guard let source = elements.baseAddress else {
            return
        }
        reserve(elements.count)
        (base + count).initialize(from: source, count: elements.count)
        count += elements.count
    }

    /// Adds `extra` elements of unspecified value, to be set by index, and
    /// returns the index of the first.
    mutating func appendUninitialized(_ extra: Int) -> Int {
        reserve(extra)
        let start = count
        count += extra
        return start
    }

    /// Adds `extra` elements whose bytes are all zero: empty slots of a
    /// table whose elements are zero when empty.
    mutating func appendEmptySlots(_ extra: Int) {
        let start = appendUninitialized(extra)
        UnsafeMutableRawPointer(base + start).initializeMemory(as: UInt8.self, repeating: 0, count: extra * MemoryLayout<Element>.stride)
    }

    /// Drops the elements from `index` on.
    mutating func removeSuffix(from index: Int) {
        count = index
    }

    /// Frees the memory; no copy of this buffer may be used after.
    func deallocate() {
        free(base)
    }

    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if count + extra > capacity {
            grow(toHold: count + extra)
        }
    }

    @inline(never)
    private mutating func grow(toHold minimum: Int) {
        capacity = max(minimum, capacity * 2)
        base = Self.resized(base, to: capacity)
    }

    private static func resized(_ base: UnsafeMutablePointer<Element>?, to capacity: Int) -> UnsafeMutablePointer<Element> {
        guard let resized = realloc(base, capacity * MemoryLayout<Element>.stride) else {
            preconditionFailure("out of memory for \(capacity) elements")
        }
        return resized.assumingMemoryBound(to: Element.self)
    }
}

extension FlatBuffer<UInt8> {
    /// Appends bytes with `copyBytes`, quicker than `memcpy` for the short
    /// strings and names a context is made of.
    @inline(__always)
    mutating func append(bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else {
            return
        }
        reserve(bytes.count)
        copyBytes(from: source, to: base + count, count: bytes.count)
        count += bytes.count
    }
}
