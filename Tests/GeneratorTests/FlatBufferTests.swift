import XCTest
@testable import ItemizeGenerator

/// Appends past the capacity move the elements to a larger block, which
/// must still hold every element appended before.
final class FlatBufferTests: XCTestCase {
    func testAppendingOneByOnePastTheCapacityKeepsEveryElement() {
        var buffer = FlatBuffer<Int>(capacity: 1)
        defer { buffer.deallocate() }
        for value in 0..<1_000 {
            buffer.append(value * 3)
        }
        XCTAssertEqual(buffer.count, 1_000)
        XCTAssertEqual(Array(buffer.elements), (0..<1_000).map { $0 * 3 })
        XCTAssertEqual(buffer[999], 2_997)
    }

    func testAppendingRunsPastTheCapacityKeepsEveryElement() {
        var buffer = FlatBuffer<Int32>(capacity: 16)
        defer { buffer.deallocate() }
        var expected: [Int32] = []
        // Runs both smaller and larger than a doubling of the capacity.
        for length in [5, 12, 40, 1, 300] {
            let run = (0..<length).map { Int32(expected.count + $0) }
            run.withUnsafeBufferPointer { buffer.append(contentsOf: $0) }
            expected += run
        }
        XCTAssertEqual(Array(buffer.elements), expected)
    }

    func testAppendingBytesPastTheCapacityKeepsEveryByte() {
        var buffer = FlatBuffer<UInt8>(capacity: 16)
        defer { buffer.deallocate() }
        var expected: [UInt8] = []
        for length in [3, 9, 17, 33, 100, 0, 2] {
            let run = (0..<length).map { UInt8(truncatingIfNeeded: expected.count + $0) }
            run.withUnsafeBufferPointer { buffer.append(bytes: $0) }
            expected += run
        }
        XCTAssertEqual(Array(buffer.elements), expected)
    }

    func testSlotsAddedPastTheCapacityAreZeroAndKeepWhatCameBefore() {
        var buffer = FlatBuffer<Int>(capacity: 16)
        defer { buffer.deallocate() }
        for value in 1...10 {
            buffer.append(value)
        }
        buffer.appendEmptySlots(50)
        let start = buffer.appendUninitialized(3)
        for offset in 0..<3 {
            buffer[start + offset] = -offset - 1
        }
        XCTAssertEqual(Array(buffer.elements), Array(1...10) + [Int](repeating: 0, count: 50) + [-1, -2, -3])
    }
}
