/// The spec's `imports`: module names, each once, never ItemizeRuntime,
/// which the generated file always imports.
func validateImports(_ object: SpecObject, diagnostics: inout [Diagnostic]) -> [String]? {
    guard let value = object.value("imports", diagnostics: &diagnostics) else {
        return []
    }
    guard let elements = value.elements else {
        diagnostics.append(SpecObject.mismatch(expected: "an array of module names", key: "imports", found: value))
        return nil
    }
    var imports: [String] = []
    var isValid = true
    for element in elements {
        guard let module = element.stringValue else {
            diagnostics.append(Diagnostic(
                .error, "expected a module name (a string) in \"imports\", found \(element.typeDescription)",
                at: element.location
            ))
            isValid = false
            continue
        }
        let problem: String? = if !isQualifiedName(module) {
            "\"\(module)\" is not a valid module name"
        } else if module == "ItemizeRuntime" {
            "\"ItemizeRuntime\" is always imported; remove it from \"imports\""
        } else if imports.contains(module) {
            "\"\(module)\" is imported twice"
        } else {
            nil
        }
        if let problem {
            diagnostics.append(Diagnostic(.error, problem, at: element.location))
            isValid = false
        } else {
            imports.append(module)
        }
    }
    return isValid ? imports : nil
}
