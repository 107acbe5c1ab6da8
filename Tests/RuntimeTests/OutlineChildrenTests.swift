import ItemizeRuntime
import XCTest

/// `OutlineChildren`, what the generated node builders take: an array
/// literal is the loaded children, each member made a node in order, and
/// `.notLoaded` stays not loaded.
final class OutlineChildrenTests: XCTestCase {
    func testAnArrayLiteralIsTheLoadedChildrenInOrder() {
        let children: OutlineChildren<String> = ["a", "b"]
        XCTAssertEqual(children, .loaded(["a", "b"]))
        XCTAssertEqual(children.nodes { OutlineNode($0.uppercased()) }, .loaded([OutlineNode("A"), OutlineNode("B")]))
    }

    func testNoChildrenAndNotLoadedStayDistinct() {
        let none: OutlineChildren<String> = []
        XCTAssertEqual(none.nodes { OutlineNode($0) }, .loaded([]))
        XCTAssertEqual(OutlineChildren<String>.notLoaded.nodes { OutlineNode($0) }, .notLoaded)
    }
}
