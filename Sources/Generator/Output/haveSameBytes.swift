#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether two byte arrays are equal, compared with `memcmp`: `==` on
/// arrays compares element by element, about 6 instructions a byte, which
/// made checking a 2 MB output against the file already there cost 12M
/// instructions.
func haveSameBytes(_ left: [UInt8], _ right: [UInt8]) -> Bool {
    guard left.count == right.count else {
        return false
    }
    return left.withUnsafeBytes { leftBytes in
        right.withUnsafeBytes { rightBytes in
            guard let leftBase = leftBytes.baseAddress, let rightBase = rightBytes.baseAddress else {
                return true
            }
            return memcmp(leftBase, rightBase, leftBytes.count) == 0
        }
    }
}
