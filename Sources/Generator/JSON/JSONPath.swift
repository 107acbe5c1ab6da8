/// Where a value stands in its JSON file: the steps from the document's
/// root to it, kept as a link to its container's path plus one step, so
/// that a value's path costs one small object however deep it is, and its
/// text is built only for a diagnostic.
final class JSONPath: Equatable, Sendable {
    /// One step from a container to a value inside it.
    enum Step: Equatable, Sendable {
        /// The member of an object with this key.
        case key(String)
        /// The element of an array at this position, from 0.
        case index(Int)
    }

    /// The path of the file, as the user gave it.
    let file: String
    /// The container's path; nil for the root.
    let parent: JSONPath?
    /// The step from the container; nil for the root.
    let step: Step?

    /// The root of the document read from `file`.
    init(root file: String) {
        self.file = file
        parent = nil
        step = nil
    }

    /// The path of the value one `step` inside the value at `parent`.
    init(_ parent: JSONPath, _ step: Step) {
        file = parent.file
        self.parent = parent
        self.step = step
    }

    /// Whether the two paths lead to the same place of the same file.
    static func == (left: JSONPath, right: JSONPath) -> Bool {
        left === right || (left.file == right.file && left.steps == right.steps)
    }

    /// The steps from the root, in order.
    var steps: [Step] {
        var steps: [Step] = []
        var path: JSONPath? = self
        while let current = path, let step = current.step {
            steps.append(step)
            path = current.parent
        }
        return steps.reversed()
    }

    /// The path as diagnostics print it, empty for the root:
    /// `items[3].identity`, with keys that are not plain ASCII words
    /// bracketed and quoted, `sections["my key"]`.
    var text: String {
        var text = ""
        for step in steps {
            switch step {
            case .index(let index):
                text += "[\(index)]"
            case .key(let key) where Self.isBareKey(key):
                text += text.isEmpty ? key : "." + key
            case .key(let key):
                var escaped = ""
                for character in key {
                    if character == "\\" || character == "\"" {
                        escaped.append("\\")
                    }
                    escaped.append(character)
                }
                text += "[\"\(escaped)\"]"
            }
        }
        return text
    }

    /// Whether `key` can be printed bare in a path: ASCII letters, digits
    /// and underscores, not starting with a digit, so every tool reads the
    /// path the same way.
    private static func isBareKey(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, !("0"..."9").contains(first) else {
            return false
        }
        return key.unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
        }
    }
}
