/// Builds a `TemplateContext` straight from the values it holds, depth
/// first: a list reserves its elements' places before they are built, and
/// a dictionary collects its entries while its values are built, then
/// moves them together.
///
/// ```swift
/// let context = TemplateContextBuilder.context { root in
///     root.add("enumName", string: "FeedItem")
///     root.add("items", root.list(items) { builder, item in
///         builder.dictionary { entry in entry.add("name", string: item.name) }
///     })
/// }
/// ```
struct TemplateContextBuilder {
    typealias Value = TemplateContext.Value

    private var bytes: FlatBuffer<UInt8>
    private var elements: FlatBuffer<Value>
    private var entries: FlatBuffer<TemplateContext.Entry>
    /// The entries of the dictionaries being built, innermost last; each
    /// dictionary's are moved to `entries` when it is complete, so that they
    /// lie side by side even when its values hold dictionaries of their own.
    private var openEntries = FlatBuffer<TemplateContext.Entry>(capacity: 64)
    /// Keys already stored, by the address of their literal's bytes, in an
    /// open-addressing table at most half full; a key found here is not
    /// copied again, and every dictionary that has it shares its stored
    /// name, which is what lets a render recognise a key by where its name
    /// is. A literal's bytes never move, so one address is always one name.
    /// Every item repeats the same dozen keys, and storing each one again
    /// (with its hash, then) was half of building the context.
    private var knownKeys = FlatBuffer<KnownKey>(capacity: 64)
    private var knownKeyCount = 0
    /// The most bytes of text the context may hold: values address it
    /// with 32-bit offsets.
    private let byteLimit: Int
    /// Whether some text was refused for passing `byteLimit`.
    private var isTooLarge = false

    /// A key stored once: where its literal is and where its copy is.
    private struct KnownKey {
        /// Nil for an empty slot.
        var literal: UnsafeRawPointer?
        var start: Int32
        var count: UInt16
    }

    private init(expectedEntries: Int, byteLimit: Int) {
        self.byteLimit = byteLimit
        entries = FlatBuffer(capacity: expectedEntries)
        elements = FlatBuffer(capacity: expectedEntries / 2)
        bytes = FlatBuffer(capacity: expectedEntries * 16)
        knownKeys.appendEmptySlots(64)
    }

    /// Builds a context whose outermost dictionary `body` fills.
    ///
    /// - Parameters:
    ///   - expectedEntries: About how many dictionary entries the context
    ///     will hold; room for them, their lists and strings is reserved up
    ///     front, since regrowing copied everything built so far (0.4M
    ///     instructions at 1,000 kinds). A wrong guess costs only speed.
    ///   - byteLimit: The most bytes of text the context may hold; at most
    ///     `Int32.max`, which only tests lower.
    ///   - body: Adds the outermost names with `add`.
    /// - Returns: The finished context, which owns the builder's memory; nil
    ///   when its text would pass `byteLimit`, which a spec of a few hundred
    ///   megabytes can do, since escaping a string literal may multiply it
    ///   by six.
    static func context(
        expectedEntries: Int = 0, byteLimit: Int = Int(Int32.max), _ body: (inout TemplateContextBuilder) -> Void
    ) -> TemplateContext? {
        var builder = TemplateContextBuilder(expectedEntries: expectedEntries, byteLimit: min(byteLimit, Int(Int32.max)))
        let root = builder.dictionary(body)
        builder.openEntries.deallocate()
        builder.knownKeys.deallocate()
        guard !builder.isTooLarge else {
            builder.bytes.deallocate()
            builder.elements.deallocate()
            builder.entries.deallocate()
            return nil
        }
        return TemplateContext(bytes: builder.bytes, elements: builder.elements, entries: builder.entries, root: root)
    }

    /// Whether `count` more bytes of text fit under `byteLimit`; records
    /// that the context is too large when they do not.
    @inline(__always)
    private mutating func textFits(_ count: Int) -> Bool {
        if count <= byteLimit - bytes.count {
            return true
        }
        isTooLarge = true
        return false
    }

    /// A string value, its UTF-8 copied into the context.
    @inline(__always)
    mutating func string(_ text: String) -> Value {
        let start = bytes.count
        guard textFits(text.utf8.count) else {
            return Value(kind: .string, start: 0, count: 0)
        }
        if text.utf8.withContiguousStorageIfAvailable({ bytes.append(bytes: $0) }) == nil {
            // Only a bridged string keeps no UTF-8 of its own.
            var text = text
            text.withUTF8 { bytes.append(bytes: $0) }
        }
        return Value(kind: .string, start: Int32(start), count: Int32(bytes.count - start))
    }

    /// A boolean value.
    func bool(_ value: Bool) -> Value {
        Value(kind: .bool, start: value ? 1 : 0, count: 0)
    }

    /// A list of one value per element of `source`, each made by `element`.
    mutating func list<Source: Collection>(
        _ source: Source, _ element: (inout TemplateContextBuilder, Source.Element) -> Value
    ) -> Value {
        let start = elements.appendUninitialized(source.count)
        var index = start
        for item in source {
            // Built before it is stored: building it may move `elements`.
            let value = element(&self, item)
            elements[index] = value
            index += 1
        }
        return Value(kind: .list, start: Int32(start), count: Int32(index - start))
    }

    /// A dictionary of the entries `body` adds with `add`.
    mutating func dictionary(_ body: (inout TemplateContextBuilder) -> Void) -> Value {
        let firstOpen = openEntries.count
        body(&self)
        let start = entries.count
        entries.append(contentsOf: UnsafeBufferPointer(rebasing: openEntries.elements[firstOpen...]))
        openEntries.removeSuffix(from: firstOpen)
        return Value(kind: .dictionary, start: Int32(start), count: Int32(entries.count - start))
    }

    /// Adds `key` and `value` to the dictionary being built; keys of one
    /// dictionary must differ, and a key is at most 65,535 bytes long. An
    /// empty key is left out: no template path can name it, and stored it
    /// would start where the next name does, so that a render, which knows
    /// a key by where its name starts, would take one for the other.
    ///
    /// `string`, `add` and their shorthands are marked for inlining into the
    /// code that builds a model's context: their calls were a tenth of
    /// building the context of 1,000 kinds.
    @inline(__always)
    mutating func add(_ key: StaticString, _ value: Value) {
        guard key.utf8CodeUnitCount > 0 else {
            return
        }
        guard key.hasPointerRepresentation else {
            // A one-character literal lends its bytes from the stack, at an
            // address that another key may have next.
            add(name: key.description, value)
            return
        }
        let known = knownKey(key)
        openEntries.append(TemplateContext.Entry(value: value, keyCount: known.count, keyStart: known.start))
    }

    /// The stored copy of the literal `key`, stored on first sight.
    @inline(__always)
    private mutating func knownKey(_ key: StaticString) -> KnownKey {
        let literal = UnsafeRawPointer(key.utf8Start)
        let mask = knownKeys.count - 1
        var slot = Self.slot(of: literal) & mask
        while let stored = knownKeys[slot].literal {
            if stored == literal {
                return knownKeys[slot]
            }
            slot = (slot + 1) & mask
        }
        return storeKey(key, inEmptySlot: slot)
    }

    @inline(never)
    private mutating func storeKey(_ key: StaticString, inEmptySlot slot: Int) -> KnownKey {
        let name = UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount)
        guard textFits(name.count) else {
            return KnownKey(literal: nil, start: 0, count: 0)
        }
        let known = KnownKey(
            literal: UnsafeRawPointer(key.utf8Start), start: Int32(bytes.count), count: UInt16(name.count)
        )
        bytes.append(bytes: name)
        knownKeys[slot] = known
        knownKeyCount += 1
        if knownKeyCount * 2 > knownKeys.count {
            // Doubled and filled again, so that probes stay short.
            let old = knownKeys
            knownKeys = FlatBuffer(capacity: old.count * 2)
            knownKeys.appendEmptySlots(old.count * 2)
            for entry in old.elements {
                guard let literal = entry.literal else { continue }
                var newSlot = Self.slot(of: literal) & (knownKeys.count - 1)
                while knownKeys[newSlot].literal != nil {
                    newSlot = (newSlot + 1) & (knownKeys.count - 1)
                }
                knownKeys[newSlot] = entry
            }
            old.deallocate()
        }
        return known
    }

    /// The address's bits mixed by a multiplication, high bits first:
    /// literals lie a few bytes apart, so their low bits alone would crowd
    /// a few slots.
    private static func slot(of literal: UnsafeRawPointer) -> Int {
        Int(truncatingIfNeeded: (UInt(bitPattern: Int(bitPattern: literal)) &* 0x9E37_79B9_7F4A_7C15) >> 32)
    }

    /// Adds `key` and `value` to the dictionary being built, for names known
    /// only at run time; as `add(_:_:)`, keys of one dictionary must differ,
    /// a key is at most 65,535 bytes long and an empty one is left out.
    mutating func add(name key: String, _ value: Value) {
        var key = key
        key.withUTF8 { name in
            guard !name.isEmpty, textFits(name.count) else { return }
            let keyStart = bytes.count
            bytes.append(bytes: name)
            openEntries.append(TemplateContext.Entry(value: value, keyCount: UInt16(name.count), keyStart: Int32(keyStart)))
        }
    }

    /// Adds `key` with a string value.
    @inline(__always)
    mutating func add(_ key: StaticString, string text: String) {
        add(key, string(text))
    }

    /// Adds `key` with a boolean value.
    @inline(__always)
    mutating func add(_ key: StaticString, bool value: Bool) {
        add(key, bool(value))
    }
}
