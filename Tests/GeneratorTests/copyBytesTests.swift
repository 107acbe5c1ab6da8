import XCTest
@testable import ItemizeGenerator

/// Short runs are copied by overlapping loads and stores, so each length
/// must land exactly where it should.
final class CopyBytesTests: XCTestCase {
    /// Every length on either side of each way `copyBytes` splits a run
    /// (single bytes, 4-byte and 8-byte words, two pairs of words, `memcpy`).
    private let lengths = [0, 1, 2, 3, 4, 7, 8, 9, 15, 16, 17, 31, 32, 33, 100]
    private let untouched: UInt8 = 0xEE

    func testCopiesExactlyTheBytesAskedForAndNothingAround() {
        // Odd offsets, so that the word loads and stores are unaligned.
        for length in lengths {
            let source = (0..<length + 1).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 1) }
            var destination = [UInt8](repeating: untouched, count: length + 64)
            source.withUnsafeBufferPointer { source in
                destination.withUnsafeMutableBufferPointer { destination in
                    copyBytes(from: source.baseAddress! + 1, to: destination.baseAddress! + 3, count: length)
                }
            }
            XCTAssertEqual(Array(destination[3..<3 + length]), Array(source[1..<1 + length]), "length \(length)")
            XCTAssertEqual(Array(destination[..<3]), [untouched, untouched, untouched], "length \(length)")
            XCTAssertEqual(
                Array(destination[(3 + length)...]), [UInt8](repeating: untouched, count: 61), "length \(length)"
            )
        }
    }
}
