/// Turns node trees into the instructions, text and keys of
/// `CompiledTemplates`, interning names as it goes.
struct TemplateCompiler {
    /// A step of the program being compiled.
    typealias Instruction = CompiledTemplates.Instruction

    /// Each template's index in the sorted templates, by name.
    private let templateIndices: [String: Int]
    /// Template text to copy, indentations and key names, as UTF-8.
    private(set) var text: [UInt8] = []
    /// The instructions of every template compiled so far.
    private(set) var instructions: [Instruction] = []
    /// The names of every path compiled so far.
    private(set) var keys: [CompiledTemplates.Key] = []
    /// Every path as written, by `PathReference.source`.
    private(set) var paths: [TemplatePath] = []
    /// Every include as written, by the `site` of its instruction.
    private(set) var includeSites: [CompiledTemplates.IncludeSite] = []
    /// Every name interned, by its identifier.
    private(set) var names: [String] = []
    /// The identifier of every name interned.
    private(set) var nameIDs: [String: Int32] = [:]
    /// The include instructions, pointed at their templates once every
    /// template has its instructions.
    private var includes: [Int] = []

    /// A compiler for a set whose templates, sorted by name, have these indices.
    init(templateIndices: [String: Int]) {
        self.templateIndices = templateIndices
    }

    /// Appends the instructions of `nodes`, in order.
    mutating func compile(_ nodes: [TemplateNode]) {
        var position = 0
        while position < nodes.count {
            let node = nodes[position]
            position += 1
            switch node {
            case .text(let content):
                // Text followed by an output goes into the output's step.
                if position < nodes.count, case .output(let path) = nodes[position] {
                    position += 1
                    compileOutput(path, before: appendText(content), nodes: nodes, position: &position)
                } else {
                    instructions.append(.text(appendText(content)))
                }
            case .output(let path):
                compileOutput(path, before: CompiledTemplates.TextRange(start: 0, count: 0), nodes: nodes, position: &position)
            case .conditional(let branches, let otherwise):
                compileConditional(branches, otherwise: otherwise)
            case .loop(let variable, let sequence, let body):
                let sequence = reference(to: sequence)
                let variable = nameID(of: variable)
                let loop = instructions.count
                instructions.append(.jump(to: -1))
                compile(body)
                instructions.append(.next(loop: Int32(loop)))
                instructions[loop] = .loop(sequence, variable: variable, end: Int32(instructions.count))
            case .include(let name, let indentation, let location):
                includes.append(instructions.count)
                instructions.append(.include(start: -1, end: -1, indentation: appendText(indentation), site: Int32(includeSites.count)))
                includeSites.append(CompiledTemplates.IncludeSite(name: name, location: location, template: templateIndices[name]))
            }
        }
    }

    /// An output with the text before it and the text after it, taking
    /// that text node from `nodes`.
    private mutating func compileOutput(
        _ path: TemplatePath, before: CompiledTemplates.TextRange, nodes: [TemplateNode], position: inout Int
    ) {
        var after = CompiledTemplates.TextRange(start: 0, count: 0)
        if position < nodes.count, case .text(let content) = nodes[position] {
            after = appendText(content)
            position += 1
        }
        instructions.append(.output(reference(to: path), before: before, after: after))
    }

    /// Each branch tests its condition and jumps to the next when it fails;
    /// a taken branch jumps past the others when its body is done.
    private mutating func compileConditional(_ branches: [TemplateBranch], otherwise: [TemplateNode]) {
        var exits: [Int] = []
        for (position, branch) in branches.enumerated() {
            let condition = reference(to: branch.condition)
            let test = instructions.count
            instructions.append(.jump(to: -1))
            compile(branch.body)
            if position < branches.count - 1 || !otherwise.isEmpty {
                exits.append(instructions.count)
                instructions.append(.jump(to: -1))
            }
            instructions[test] = .branch(condition, isNegated: branch.isNegated, otherwise: Int32(instructions.count))
        }
        compile(otherwise)
        for exit in exits {
            instructions[exit] = .jump(to: Int32(instructions.count))
        }
    }

    /// Points every include at its template's instructions, or leaves it at
    /// -1 for the renderer to report the missing or broken template.
    mutating func linkIncludes(to templates: [CompiledTemplates.Template]) {
        for index in includes {
            guard case .include(_, _, let indentation, let site) = instructions[index],
                  let template = includeSites[Int(site)].template,
                  case .success(let body) = templates[template].body
            else { continue }
            instructions[index] = .include(start: Int32(body.lowerBound), end: Int32(body.upperBound), indentation: indentation, site: site)
        }
    }

    private mutating func reference(to path: TemplatePath) -> CompiledTemplates.PathReference {
        let firstKey = keys.count
        for component in path.components {
            let name = appendText(component)
            keys.append(CompiledTemplates.Key(
                nameStart: name.start, nameCount: name.count, nameID: nameID(of: component),
                loopField: Self.loopField(named: component)
            ))
        }
        paths.append(path)
        return CompiledTemplates.PathReference(
            firstKey: Int32(firstKey), keyCount: Int32(path.components.count), source: Int32(paths.count - 1)
        )
    }

    private mutating func appendText(_ content: String) -> CompiledTemplates.TextRange {
        let start = text.count
        text.append(contentsOf: content.utf8)
        return CompiledTemplates.TextRange(start: Int32(start), count: Int32(text.count - start))
    }

    private mutating func nameID(of name: String) -> Int32 {
        if let known = nameIDs[name] {
            return known
        }
        let id = Int32(names.count)
        names.append(name)
        nameIDs[name] = id
        return id
    }

    private static func loopField(named name: String) -> CompiledTemplates.LoopField {
        switch name {
        case "index": .index
        case "number": .number
        case "first": .first
        case "last": .last
        default: .none
        }
    }
}
