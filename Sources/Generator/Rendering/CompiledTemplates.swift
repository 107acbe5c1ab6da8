/// Every template of a renderer's set compiled into one flat program: the
/// parsed node trees become instructions in one array, text and names
/// become bytes in one buffer, and every path becomes a run of keys.
///
/// All of it is plain values read through buffer pointers while rendering,
/// so walking the templates retains nothing: node enums holding arrays and
/// strings retain and release a payload at every node and path read, which
/// with a tree of context values makes rendering 1,000 kinds take 106M
/// instructions against 34M.
struct CompiledTemplates: Sendable {
    /// One step of the program.
    enum Instruction: Sendable {
        /// Copies text.
        case text(TextRange)
        /// The text `before`, `{{ path }}`, then the text `after`: the
        /// texts around an output are written by the same step, which
        /// takes a third of the steps of lines such as `case {{ a }}({{ b }})`.
        case output(PathReference, before: TextRange, after: TextRange)
        /// `{% if %}` or `{% elif %}`: goes on with the next instruction
        /// when the value's truthiness differs from `isNegated`, else jumps
        /// to `otherwise`, the next branch or what follows the block.
        case branch(PathReference, isNegated: Bool, otherwise: Int32)
        /// Ends a taken branch by jumping past the block.
        case jump(to: Int32)
        /// `{% for %}`: starts a loop over the list, whose body is the
        /// instructions up to the `next` before `end`, or goes on at `end`
        /// when the list is empty. `variable` is the loop variable's name
        /// identifier (see `Key.nameID`). A loop is steps of the walk
        /// rather than a nested walk per element, which costs a call per
        /// element.
        case loop(PathReference, variable: Int32, end: Int32)
        /// Ends an element of the innermost loop: goes back to the first
        /// instruction after `loop` for the next element, or on past the
        /// loop after the last.
        case next(loop: Int32)
        /// `{% include %}`: renders the instructions `start..<end`, each
        /// line it starts indented by `indentation` when that is not empty;
        /// `start` is -1 when the template is missing or did not parse, and
        /// `site` indexes `includeSites` for the errors.
        case include(start: Int32, end: Int32, indentation: TextRange, site: Int32)
    }

    /// Bytes of `text` to copy; empty when `count` is 0.
    struct TextRange: Sendable {
        var start: Int32
        var count: Int32
    }

    /// Where a path's keys are and which path it is for error messages.
    struct PathReference: Sendable {
        /// The first of the path's keys in `keys`.
        var firstKey: Int32
        /// How many keys; at least 1.
        var keyCount: Int32
        /// The path in `paths`, as written and located.
        var source: Int32
    }

    /// One name of a path.
    struct Key: Sendable {
        /// The name's first byte in `text`.
        var nameStart: Int32
        /// The name's length in bytes.
        var nameCount: Int32
        /// The same number for every occurrence of one name in the program,
        /// so that a loop variable is matched by comparing integers.
        var nameID: Int32
        /// What the name selects after `loop.`.
        var loopField: LoopField
    }

    /// The names `loop.` is followed by.
    enum LoopField: UInt8, Sendable {
        case none
        case index
        case number
        case first
        case last
    }

    /// An include as written, for its errors.
    struct IncludeSite: Sendable {
        var name: String
        var location: SourceLocation
        /// The included template's index in `templates`; nil when there is
        /// no template of that name.
        var template: Int?
    }

    /// One template of the set.
    struct Template: Sendable {
        var name: String
        /// Its instructions, or its syntax errors, reported when it is
        /// rendered or included.
        var body: Result<Range<Int>, DiagnosticError>
    }

    /// Template text to copy, indentations and key names, as UTF-8.
    let text: [UInt8]
    /// The steps of every template, one template's after another.
    let instructions: [Instruction]
    /// The names of every path, one path's after another.
    let keys: [Key]
    /// Every path as written, by `PathReference.source`.
    let paths: [TemplatePath]
    /// Every include as written, by the `site` of its instruction.
    let includeSites: [IncludeSite]
    /// Every name of a key, by `Key.nameID`.
    let names: [String]
    /// The name identifier of `loop`, -1 when no template names it.
    let loopNameID: Int32
    /// The templates, sorted by name.
    let templates: [Template]
}
