import Foundation
import GeneratorTestSupport
import XCTest

/// Swift imports the methods of the protocols an Objective-C class adopts
/// as members of the class, so a `UITableViewController` subclass overrides
/// any data source or delegate method, and must write `override` to
/// implement one. The stand-in controllers declare each method of their
/// protocols' stand-ins themselves, with the protocol's signature and
/// availability; one left out would make a user's correct override fail
/// against the stand-ins only ("method does not override any method from
/// its superclass", issue 45). A text check: no compiler needed.
final class ViewControllerMirrorTests: XCTestCase {
    func testEachViewControllerDeclaresEveryMethodOfItsProtocols() throws {
        for (controller, protocols) in mirrors {
            let missing = try unmirrored(
                protocols: protocols.map { try standIn($0) }, controller: try standIn(controller))
            XCTAssertEqual(missing, [], "\(controller) lacks these methods of \(protocols.joined(separator: ", "))")
        }
    }

    func testAMethodLeftOutOrDeclaredWithOtherAvailabilityIsReported() throws {
        let protocols = try ["UITableViewDataSource", "UITableViewDelegate"].map { try standIn($0) }
        let controller = try standIn("UITableViewController")
        let shouldHighlight = "func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool"
        let leftOut = controller.replacingOccurrences(of: "open \(shouldHighlight)", with: "open func unrelated() -> Bool")
        XCTAssertNotEqual(leftOut, controller)
        XCTAssertEqual(
            try unmirrored(protocols: protocols, controller: leftOut), ["@available(iOS 6.0, *) " + shouldHighlight])
        // Available on tvOS, where UIKit has no swipe actions.
        let leading = "open func tableView(\n        _ tableView: UITableView, leading"
        let onTV = controller.replacingOccurrences(
            of: "@available(tvOS, unavailable)\n    \(leading)", with: leading)
        XCTAssertNotEqual(onTV, controller)
        XCTAssertEqual(try unmirrored(protocols: protocols, controller: onTV).count, 1)
    }
}

/// Each stand-in controller and the protocols whose methods it mirrors.
private let mirrors = [
    ("UITableViewController", ["UITableViewDataSource", "UITableViewDelegate"]),
    ("UICollectionViewController", ["UICollectionViewDataSource", "UICollectionViewDelegate"]),
]

private func standIn(_ name: String) throws -> String {
    try String(contentsOf: packageRoot.appendingPathComponent("Tests/AppleStandIns/UIKit/\(name).swift"), encoding: .utf8)
}

/// The requirements of the protocols in `protocols` (stand-in files) that
/// `controller` (a stand-in file) does not declare as `open func` with the
/// same availability, each as its availability and signature, sorted.
///
/// - Complexity: O(n log n) in the length of the texts.
private func unmirrored(protocols: [String], controller: String) throws -> [String] {
    let declared = Set(declarations(in: controller, keyword: "open func"))
    var missing: Set<String> = []
    for text in protocols {
        guard let start = text.range(of: "public protocol "),
              let end = text.range(of: "\n}\n", range: start.upperBound..<text.endIndex)
        else { throw CocoaError(.fileReadCorruptFile) }
        for requirement in declarations(in: String(text[start.upperBound..<end.lowerBound]), keyword: "func")
        where !declared.contains(requirement) {
            missing.insert(requirement)
        }
    }
    return missing.sorted()
}

/// Each declaration in `text` that starts with `keyword` once its
/// attributes and documentation are set aside: its `@available` attributes
/// in order, then its signature from `func` to its body, on one line with
/// single spaces.
private func declarations(in text: String, keyword: String) -> [String] {
    text.components(separatedBy: "\n\n").compactMap { chunk -> String? in
        var attributes: [String] = []
        var code: [String] = []
        for line in chunk.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if line.hasPrefix("//") { continue }
            if line.hasPrefix("@available") {
                attributes += line.components(separatedBy: " @available").map { $0.hasPrefix("@") ? $0 : "@available" + $0 }
            } else {
                code.append(line)
            }
        }
        var signature = code.joined(separator: " ")
        guard signature.hasPrefix(keyword + " ") else { return nil }
        signature = String(signature.dropFirst(keyword.count - "func".count))
        if let body = signature.firstIndex(of: "{") { signature = String(signature[..<body]) }
        signature = signature.replacingOccurrences(of: "( ", with: "(").replacingOccurrences(of: " )", with: ")")
            .trimmingCharacters(in: .whitespaces)
        return (attributes + [signature]).joined(separator: " ")
    }
}
