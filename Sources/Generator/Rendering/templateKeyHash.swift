/// FNV-1a of a name's UTF-8: cheap, and good enough to tell apart the few
/// keys of one dictionary; equal names always have equal hashes, so a
/// lookup compares names only where hashes match.
///
/// Template paths are hashed once when templates are compiled and keys once
/// when a context is built, so rendering never hashes.
func templateKeyHash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in bytes {
        hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }
    return hash
}
