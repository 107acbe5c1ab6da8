import Foundation
import GeneratorTestSupport
import XCTest
@testable import ItemizeGenerator

/// One pipeline renders specs of every target, one after another or from
/// several threads at once; no target may render with another's templates.
final class GeneratorPipelineTests: XCTestCase {
    private func spec(for target: ValidatedSpec.Target) -> [UInt8] {
        Array(sampleSpec().replacingOccurrences(
            of: "\"enum\": \"TodoItem\",", with: "\"enum\": \"TodoItem\", \"target\": \"\(target.rawValue)\","
        ).utf8)
    }

    func testOnePipelineGeneratesEachTargetAsAFreshPipelineWould() throws {
        let targets = ValidatedSpec.Target.allCases
        let expected = try targets.map { target in
            try GeneratorPipeline(templates: .builtIn).generate(specBytes: spec(for: target), file: "T.json")
        }
        XCTAssertEqual(Set(expected).count, targets.count, "each target's code should differ, or this test proves nothing")
        let pipeline = GeneratorPipeline(templates: .builtIn)
        // Every order of first use, and each target again after the others.
        for (index, target) in (targets.reversed() + targets).enumerated() {
            let position = try XCTUnwrap(targets.firstIndex(of: target))
            XCTAssertEqual(
                try pipeline.generate(specBytes: spec(for: target), file: "T.json"), expected[position],
                "\(target) at run \(index)"
            )
        }
    }

    func testSpecsOfEveryTargetGeneratedAtOnceGetTheirOwnTemplates() throws {
        let targets = ValidatedSpec.Target.allCases
        let expected = try targets.map { target in
            try GeneratorPipeline(templates: .builtIn).generate(specBytes: spec(for: target), file: "T.json")
        }
        let specs = targets.map(spec(for:))
        let pipeline = GeneratorPipeline(templates: .builtIn)
        let results = GeneratedResults(count: targets.count * 4)
        DispatchQueue.concurrentPerform(iterations: targets.count * 4) { run in
            results.store(try? pipeline.generate(specBytes: specs[run % targets.count], file: "T.json"), at: run)
        }
        for run in 0..<(targets.count * 4) {
            XCTAssertEqual(results.value(at: run), expected[run % targets.count], "run \(run)")
        }
    }

    func testOnlyTheRxDataSourcesTargetPutsSectionFieldsInTheIdentity() throws {
        // Differentiator never reports a section that kept its identity, so
        // for it a new unread count must make another section; the other
        // targets update the section in place (diffable refuses fields).
        let spec = try Array(Data(contentsOf: packageRoot.appendingPathComponent("Examples/Inbox.itemize.json")))
        let ownIdentity = "public var identity: InboxSection { self }"
        let identityEnum = "public enum Identity: Hashable, Sendable {\n        case inbox\n"
        for target in [ValidatedSpec.Target.itemize, .rxdatasources, .differencekit] {
            let code = try GeneratorPipeline(templates: .builtIn, target: target).generate(specBytes: spec, file: "Inbox.itemize.json")
            XCTAssertEqual(code.contains(ownIdentity), target == .rxdatasources, "\(target)")
            XCTAssertEqual(code.contains(identityEnum), target != .rxdatasources, "\(target)")
        }
    }

    func testTheTargetOverridesEverySpec() throws {
        let spec = Array(sampleSpec().utf8)
        let diffable = try GeneratorPipeline(templates: .builtIn, target: .diffable).generate(specBytes: spec, file: "T.json")
        XCTAssertTrue(diffable.contains("ItemizeRuntime.ShownItems<"), diffable)
        let itemize = try GeneratorPipeline(templates: .builtIn).generate(specBytes: spec, file: "T.json")
        XCTAssertTrue(itemize.contains("import ItemizeRuntime"))
    }
}

/// Outputs written from several threads, read after they are done.
private final class GeneratedResults: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String?]

    init(count: Int) {
        values = Array(repeating: nil, count: count)
    }

    func store(_ value: String?, at index: Int) {
        lock.lock()
        defer { lock.unlock() }
        values[index] = value
    }

    func value(at index: Int) -> String? {
        lock.lock()
        defer { lock.unlock() }
        return values[index]
    }
}
