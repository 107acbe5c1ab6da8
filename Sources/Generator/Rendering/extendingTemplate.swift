/// `template` as it renders: itself, or, when it begins
/// `{% extends "NAME" %}`, the template it replaced (`replaced`, which must
/// be named NAME, `name`) with each of its blocks that `template` defines
/// replaced by `template`'s, so that an override changes one helper and
/// keeps the rest of a built-in template as each release has it.
///
/// - Throws: A `DiagnosticError` when the parent is not the template this
///   one replaced, has syntax errors, or lacks a block `template` defines
///   (with the nearest name it has).
/// - Complexity: O(*n*) for the *n* nodes of the two templates.
func extending(
    _ template: ParsedTemplate, named name: String, replaced: (text: String, path: String)?
) throws(DiagnosticError) -> ParsedTemplate {
    guard let parent = template.parent else { return template }
    let plainName = name.split(separator: "/").last.map(String.init) ?? name
    guard parent.name == plainName, let replaced else {
        throw DiagnosticError([Diagnostic(
            parent.name == plainName
                ? "`\(parent.name)` has no template of its own that this one replaces, so there is nothing to extend"
                : "a template extends only the template it replaces, `\(plainName)`, not `\(parent.name)`",
            at: parent.location,
            suggestion: parent.name == plainName ? "name the file after a built-in template (itemize templates list)" : nil)])
    }
    let base = try parseTemplate(replaced.text, path: replaced.path)
    var available: [String] = []
    collectBlockNames(base.nodes, into: &available)
    var problems: [Diagnostic] = []
    var replacements: [String: [TemplateNode]] = [:]
    for case .block(let blockName, let body, let location) in template.nodes {
        if available.contains(blockName) {
            replacements[blockName] = body
        } else {
            problems.append(Diagnostic(
                "`\(plainName)` has no block `\(blockName)`", at: location,
                suggestion: didYouMean(blockName, among: available.sorted()) { "`\($0)`" }
                    ?? "its blocks: " + (available.isEmpty ? "none" : available.map { "`\($0)`" }.joined(separator: ", "))))
        }
    }
    guard problems.isEmpty else { throw DiagnosticError(problems) }
    return ParsedTemplate(path: base.path, nodes: replacingBlocks(in: base.nodes, with: replacements), parent: nil)
}

/// The names of the blocks in `nodes`, outer ones first.
private func collectBlockNames(_ nodes: [TemplateNode], into names: inout [String]) {
    for node in nodes {
        switch node {
        case .block(let name, let body, _):
            names.append(name)
            collectBlockNames(body, into: &names)
        case .conditional(let branches, let otherwise):
            for branch in branches { collectBlockNames(branch.body, into: &names) }
            collectBlockNames(otherwise, into: &names)
        case .loop(_, _, let body):
            collectBlockNames(body, into: &names)
        case .text, .output, .include:
            continue
        }
    }
}

/// `nodes` with the body of each block named in `replacements` replaced.
private func replacingBlocks(in nodes: [TemplateNode], with replacements: [String: [TemplateNode]]) -> [TemplateNode] {
    nodes.map { node in
        switch node {
        case .block(let name, let body, let location):
            .block(name: name, body: replacements[name] ?? replacingBlocks(in: body, with: replacements), location: location)
        case .conditional(let branches, let otherwise):
            .conditional(
                branches: branches.map { ($0.condition, $0.isNegated, replacingBlocks(in: $0.body, with: replacements)) },
                otherwise: replacingBlocks(in: otherwise, with: replacements))
        case .loop(let variable, let sequence, let body):
            .loop(variable: variable, sequence: sequence, body: replacingBlocks(in: body, with: replacements))
        case .text, .output, .include:
            node
        }
    }
}
