/// Validates what an item's rows do besides showing a cell: its `actions`
/// in each place and its per-kind booleans (`selectable`, `movable`,
/// `deletable`: `SpecKey.kindSetKeys`) (docs/row-behaviour.md).
///
/// - Returns: The behaviour, with every key's default filled in; what is
///   wrong is reported and left out.
/// - Complexity: O(*a*²) in the actions of the item, a handful.
func validateBehaviour(_ object: SpecObject, diagnostics: DiagnosticCollector) -> ValidatedSpec.Behaviour {
    var behaviour = ValidatedSpec.Behaviour()
    for (key, _) in SpecKey.kindSetKeys {
        behaviour.flags[key] = object.bool(key, diagnostics: diagnostics)
    }
    guard let member = object.member("actions"),
          let places = SpecObject(member.value, in: .actions, diagnostics: diagnostics)
    else { return behaviour }
    for place in ValidatedSpec.ActionPlace.allCases {
        let empty = "\"\(place.rawValue)\" is empty; remove it for a kind without \(place.description)"
        guard let elements = places.array(place.rawValue, emptyMessage: empty, diagnostics: diagnostics) else { continue }
        var actions: [ValidatedSpec.Action] = []
        for element in elements {
            guard let action = validateAction(element, diagnostics: diagnostics) else { continue }
            if actions.contains(where: { $0.name == action.name }) {
                diagnostics.append(Diagnostic(
                    "the action \"\(action.name)\" is listed twice in \"\(place.rawValue)\"", at: element.location,
                    suggestion: "remove one, or give it another name"))
                continue
            }
            if action.name == "select", behaviour.selection == .handled {
                diagnostics.append(Diagnostic(
                    "\"select\" is the handler \"selectable\": true declares for the kind", at: element.location,
                    suggestion: "give the action another name"))
                continue
            }
            actions.append(action)
        }
        behaviour.actions[place] = actions
    }
    return behaviour
}

/// One element of a place's actions: `name`, `title`, `image`, `style`.
private func validateAction(_ value: JSONValue, diagnostics: DiagnosticCollector) -> ValidatedSpec.Action? {
    guard let object = SpecObject(value, in: .action, diagnostics: diagnostics) else {
        return nil
    }
    let errorCount = diagnostics.count
    let name = object.string(
        "name", missingMessage: "missing required key \"name\"; an action needs the name of its handler, such as \"archive\"",
        diagnostics: diagnostics)
    if let name, let problem = memberNameProblem(name.text, role: .action, generatedMembers: []) {
        diagnostics.append(Diagnostic(problem, at: name.value.location))
    }
    let title = object.string(
        "title", missingMessage: "missing required key \"title\"; an action needs the title its button shows",
        diagnostics: diagnostics)
    if let title, title.text.isEmpty {
        diagnostics.append(Diagnostic(
            "an action's \"title\" is empty", at: title.value.location, suggestion: "write the title its button shows"))
    }
    let image = object.string("image", diagnostics: diagnostics)
    if let image, image.text.isEmpty {
        diagnostics.append(Diagnostic(
            "an action's \"image\" is empty", at: image.value.location,
            suggestion: "name an SF Symbol, or remove \"image\" for an action without one"))
    }
    let style = object.choice("style", absent: ValidatedSpec.ActionStyle.normal, diagnostics: diagnostics)
    guard let name, let title, let style, diagnostics.count == errorCount else { return nil }
    return ValidatedSpec.Action(name: name.text, title: title.text, image: image?.text, style: style)
}
