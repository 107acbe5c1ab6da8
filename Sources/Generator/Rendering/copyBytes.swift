/// Copies `count` bytes from `source` to `destination`, which must not
/// overlap.
///
/// Most pieces a render copies are a few bytes long (`(`, `case .`, a
/// name), and calling `memcpy` costs about 40 instructions a piece; runs up
/// to 32 bytes are moved here in at most four overlapping word loads and
/// stores.
@inline(__always)
func copyBytes(from source: UnsafePointer<UInt8>, to destination: UnsafeMutablePointer<UInt8>, count: Int) {
    let from = UnsafeRawPointer(source)
    let to = UnsafeMutableRawPointer(destination)
    switch count {
    case 0:
        return
    case 1...3:
        // The first, middle and last bytes cover every byte of such a run.
        to.storeBytes(of: from.load(as: UInt8.self), as: UInt8.self)
        to.storeBytes(of: from.load(fromByteOffset: count >> 1, as: UInt8.self), toByteOffset: count >> 1, as: UInt8.self)
        to.storeBytes(of: from.load(fromByteOffset: count - 1, as: UInt8.self), toByteOffset: count - 1, as: UInt8.self)
    case 4...8:
        let head = from.loadUnaligned(as: UInt32.self)
        let tail = from.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
        to.storeBytes(of: head, as: UInt32.self)
        to.storeBytes(of: tail, toByteOffset: count - 4, as: UInt32.self)
    case 9...16:
        let head = from.loadUnaligned(as: UInt64.self)
        let tail = from.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        to.storeBytes(of: head, as: UInt64.self)
        to.storeBytes(of: tail, toByteOffset: count - 8, as: UInt64.self)
    case 17...32:
        let first = from.loadUnaligned(as: UInt64.self)
        let second = from.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
        let third = from.loadUnaligned(fromByteOffset: count - 16, as: UInt64.self)
        let fourth = from.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        to.storeBytes(of: first, as: UInt64.self)
        to.storeBytes(of: second, toByteOffset: 8, as: UInt64.self)
        to.storeBytes(of: third, toByteOffset: count - 16, as: UInt64.self)
        to.storeBytes(of: fourth, toByteOffset: count - 8, as: UInt64.self)
    default:
        to.copyMemory(from: from, byteCount: count)
    }
}
