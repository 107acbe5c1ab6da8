import Foundation
import GeneratorTestSupport

@testable import ItemizeGenerator

// The broken variants that negative controls build instead of editing
// sources as text: files in Tests/AppleStandIns/NegativeControls and
// Tests/LibraryStandIns/NegativeControls, each a mistake a check must catch.

/// The path of `file` in `Tests/<standIns>/NegativeControls`.
func negativeControl(_ file: String, in standIns: String = "AppleStandIns") -> String {
    packageRoot.appendingPathComponent("Tests/\(standIns)/NegativeControls/\(file)").path
}

/// The code the spec at `spec` (from the package root) generates, for
/// `target` or its own, with the templates of each folder of `mistakes`
/// (`NegativeControls/Templates/NAME`, as `negativeControl` names them)
/// replacing the built-in templates of the same name, as `--templates` does.
func generate(_ spec: String, target: ValidatedSpec.Target? = nil, mistakes: [String]) throws -> String {
    var templates = TemplateSet.builtIn
    for mistake in mistakes {
        templates = try templates.overriding(withDirectory: mistake)
    }
    let bytes = try Data(contentsOf: packageRoot.appendingPathComponent(spec))
    return try GeneratorPipeline(templates: templates, target: target)
        .generate(specBytes: Array(bytes), file: URL(fileURLWithPath: spec).lastPathComponent)
}

/// The runtime files of `NegativeControls/Runtime/NAME` (of `standIns`), by
/// their path under `Sources/Runtime`, as `StandInBuild.runAgainstRuntime(replacing:)`
/// takes them: copies of the runtime's files with a mistake in each.
func runtimeMistake(_ name: String, in standIns: String = "AppleStandIns") -> [String: String] {
    let folder = negativeControl("Runtime/" + name, in: standIns)
    let files = (FileManager.default.subpaths(atPath: folder) ?? []).filter { $0.hasSuffix(".swift") }
    return Dictionary(uniqueKeysWithValues: files.map { ($0, folder + "/" + $0) })
}
