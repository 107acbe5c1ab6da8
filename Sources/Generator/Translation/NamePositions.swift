/// The position of each name in a list, for finding the kinds a section
/// lists among the spec's kinds.
///
/// An open-addressing table of positions, hashed with FNV-1a over the
/// name's UTF-8 bytes: a `[String: String]` costs about 560 instructions an
/// insertion or a lookup at 1,000 kinds (seeding and finalizing `Hasher`,
/// then a string comparison per probe), this about 150. The hash is not
/// seeded; a spec is its author's own file, not untrusted input.
struct NamePositions {
    private let names: [String]
    /// Each slot holds a position plus one, or 0 when empty; at most half
    /// the slots are full, so probe runs stay short.
    private var slots: [Int]

    /// Indexes `names`; of two equal names, the first one's position wins.
    init(_ names: [String]) {
        self.names = names
        var slotCount = 4
        while slotCount < 2 * names.count {
            slotCount *= 2
        }
        slots = Array(repeating: 0, count: slotCount)
        for position in names.indices {
            let slot = find(names[position])
            if slots[slot] == 0 {
                slots[slot] = position + 1
            }
        }
    }

    /// The position of the first of the names equal to `name`, if any.
    func position(of name: String) -> Int? {
        let stored = slots[find(name)]
        return stored == 0 ? nil : stored - 1
    }

    /// The slot that holds `name`'s position, or the empty slot where it
    /// would go.
    private func find(_ name: String) -> Int {
        // On the bytes in place: iterating `utf8` costs 40 instructions a byte.
        var name = name
        let hash = name.withUTF8 { bytes in
            bytes.reduce(0xcbf2_9ce4_8422_2325 as UInt64) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01b3 }
        }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0, names[slots[slot] - 1] != name {
            slot = (slot + 1) & mask
        }
        return slot
    }
}
