/// Whether the `count` bytes at `left` and at `right` are the same.
///
/// Confirms a key whose hash matched: names are short, and comparing them
/// in at most four overlapping word loads cost a fraction of calling
/// `memcmp`.
@inline(__always)
func bytesEqual(_ left: UnsafePointer<UInt8>, _ right: UnsafePointer<UInt8>, count: Int) -> Bool {
    let left = UnsafeRawPointer(left)
    let right = UnsafeRawPointer(right)
    switch count {
    case 0:
        return true
    case 1...3:
        return left.load(as: UInt8.self) == right.load(as: UInt8.self)
            && left.load(fromByteOffset: count >> 1, as: UInt8.self) == right.load(fromByteOffset: count >> 1, as: UInt8.self)
            && left.load(fromByteOffset: count - 1, as: UInt8.self) == right.load(fromByteOffset: count - 1, as: UInt8.self)
    case 4...8:
        return left.loadUnaligned(as: UInt32.self) == right.loadUnaligned(as: UInt32.self)
            && left.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
                == right.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
    case 9...16:
        return left.loadUnaligned(as: UInt64.self) == right.loadUnaligned(as: UInt64.self)
            && left.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
                == right.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
    default:
        var offset = 0
        while offset + 8 < count {
            if left.loadUnaligned(fromByteOffset: offset, as: UInt64.self) != right.loadUnaligned(fromByteOffset: offset, as: UInt64.self) {
                return false
            }
            offset += 8
        }
        return left.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            == right.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
    }
}
