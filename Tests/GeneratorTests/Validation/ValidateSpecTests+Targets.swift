@testable import ItemizeGenerator
import XCTest

/// The `target` and `rxModule` keys and the CLI's `--target` override.
extension ValidateSpecTests {
    func testTargetDefaultsToItemizeAndRxModuleToRxDataSources() throws {
        let spec = try validate(minimalSpec())
        XCTAssertEqual(spec.target, .itemize)
        XCTAssertEqual(spec.rxModule, .rxDataSources)
    }

    func testEveryTargetNameIsAccepted() throws {
        for target in ValidatedSpec.Target.allCases {
            let spec = try validate(minimalSpec(root: #""target": "\#(target.rawValue)","#))
            XCTAssertEqual(spec.target, target)
        }
        let differentiator = try validate(
            minimalSpec(root: #""target": "rxdatasources", "rxModule": "Differentiator","#))
        XCTAssertEqual(differentiator.rxModule, .differentiator)
    }

    func testOverrideReplacesTheSpecsTarget() throws {
        let text = minimalSpec(root: #""target": "differencekit","#)
        let spec = try validateSpec(parseJSON(Array(text.utf8), file: "S.json"), file: "S.json", targetOverride: .diffable)
        XCTAssertEqual(spec.target, .diffable)
        let plain = try validateSpec(parseJSON(Array(minimalSpec().utf8), file: "S.json"), file: "S.json", targetOverride: .rxdatasources)
        XCTAssertEqual(plain.target, .rxdatasources)
    }

    func testMisspeltTargetSuggestsTheClosestOne() {
        assertDiagnostic(
            minimalSpec(root: #""target": ‸"rxdatasource","#),
            "unknown target \"rxdatasource\"; use \"itemize\", \"rxdatasources\", \"differencekit\" or \"diffable\"",
            path: "target", suggestion: "did you mean \"rxdatasources\"?"
        )
    }

    func testUnrelatedTargetNamesTheTargetsWithoutAGuess() {
        assertDiagnostic(
            minimalSpec(root: #""target": ‸"swiftui","#),
            "unknown target \"swiftui\"; use \"itemize\", \"rxdatasources\", \"differencekit\" or \"diffable\"",
            path: "target"
        )
    }

    func testTargetOfTheWrongType() {
        assertDiagnostic(
            minimalSpec(root: #""target": ‸["diffable"],"#), "expected a string for \"target\", found an array",
            path: "target"
        )
    }

    func testMisspeltTargetKeySuggestsTarget() {
        assertDiagnostic(
            minimalSpec(root: #"‸"taget": "diffable","#), "unknown key \"taget\"", path: "taget",
            suggestion: "did you mean \"target\"?"
        )
    }

    func testMisspeltTargetIsReportedEvenWhenOverridden() throws {
        let text = minimalSpec(root: #""target": "difable","#)
        XCTAssertThrowsError(
            try validateSpec(parseJSON(Array(text.utf8), file: "S.json"), file: "S.json", targetOverride: .diffable)
        ) { error in
            let diagnostics = (error as? DiagnosticError)?.diagnostics ?? []
            XCTAssertEqual(diagnostics.map(\.suggestion), ["did you mean \"diffable\"?"])
            XCTAssertEqual(diagnostics.first?.location?.line, 3)
        }
    }

    func testDiffableTargetRejectsSectionFields() {
        assertDiagnostic(
            minimalSpec(
                root: #""target": "diffable","#,
                sections: [#"{ "name": "feed", ‸"fields": [ { "name": "unread", "type": "Int" } ], "items": ["Card"] }"#]),
            "the diffable target cannot have section fields: a diffable data source identifies a section by its "
                + "whole value, so a new count would be another section",
            path: "sections[0].fields", suggestion: "show the count in an item, or use the itemize or differencekit target"
        )
    }

    func testSectionFieldsViewsAndKindsWithoutDataValidateForEveryOtherTarget() throws {
        for target in ["itemize", "rxdatasources", "differencekit", "diffable"] {
            let fields = target == "diffable" ? "" : #""fields": [ { "name": "unread", "type": "Int" } ], "#
            let spec = try validate(minimalSpec(
                root: "\"target\": \"\(target)\",",
                items: [Self.cardItem, #"{ "name": "Spinner", "fields": [] }"#],
                sections: [#"{ "name": "feed", "# + fields + #""tableHeaderView": "H", "items": ["Card", "Spinner"] }"#]))
            XCTAssertEqual(spec.sections.first?.tableHeaderView, "H", target)
            XCTAssertEqual(spec.items.last?.content, .noData, target)
        }
    }

    func testMisspeltRxModuleSuggestsTheClosestOne() {
        assertDiagnostic(
            minimalSpec(root: #""target": "rxdatasources", "rxModule": ‸"RxDataSource","#),
            "unknown rxModule \"RxDataSource\"; use \"RxDataSources\" or \"Differentiator\"",
            path: "rxModule", suggestion: "did you mean \"RxDataSources\"?"
        )
    }

    func testRxModuleOfTheWrongType() {
        assertDiagnostic(
            minimalSpec(root: #""target": "rxdatasources", "rxModule": ‸true,"#),
            "expected a string for \"rxModule\", found a boolean", path: "rxModule"
        )
    }

    func testRxModuleWithAnotherTargetIsAnErrorAtTheKey() {
        assertDiagnostic(
            minimalSpec(root: #""target": "diffable", ‸"rxModule": "Differentiator","#),
            "\"rxModule\" applies only to the \"rxdatasources\" target; the target is \"diffable\"",
            path: "rxModule", suggestion: "remove \"rxModule\" or set \"target\": \"rxdatasources\""
        )
    }

    func testRxModuleWithoutATargetIsAnError() {
        assertDiagnostic(
            minimalSpec(root: #"‸"rxModule": "RxDataSources","#),
            "\"rxModule\" applies only to the \"rxdatasources\" target; the target is \"itemize\"",
            path: "rxModule", suggestion: "remove \"rxModule\" or set \"target\": \"rxdatasources\""
        )
    }

    func testRxModuleUnderAnOverriddenTargetSaysWhereTheTargetCameFrom() throws {
        let text = minimalSpec(root: #""target": "rxdatasources", "rxModule": "Differentiator","#)
        XCTAssertThrowsError(
            try validateSpec(parseJSON(Array(text.utf8), file: "S.json"), file: "S.json", targetOverride: .differencekit)
        ) { error in
            let diagnostics = (error as? DiagnosticError)?.diagnostics ?? []
            XCTAssertEqual(diagnostics.count, 1)
            XCTAssertEqual(
                diagnostics.first?.message,
                "\"rxModule\" applies only to the \"rxdatasources\" target; the target is \"differencekit\" (from --target)")
            XCTAssertEqual(diagnostics.first?.location?.line, 3)
            XCTAssertEqual(diagnostics.first?.location?.column, 30)
        }
    }

    func testATargetProblemIsReportedWithTheOthersInFileOrder() {
        let diagnostics = validationErrors(minimalSpec(
            enumName: nil, root: #""enum": "Feed Item", "target": "difable", "access": "pubic","#))
        XCTAssertEqual(diagnostics.map(\.location?.jsonPath), ["enum", "target", "access"])
    }
}
