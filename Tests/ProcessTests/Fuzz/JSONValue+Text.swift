@testable import ItemizeGenerator

extension JSONValue {
    /// The value written back as JSON, members in order and duplicates kept,
    /// so a mutated tree becomes a spec file again.
    var jsonText: String {
        var text = ""
        write(to: &text)
        return text
    }

    private func write(to text: inout String) {
        switch kind {
        case .object(let members):
            text += "{"
            for (index, member) in members.enumerated() {
                text += index == 0 ? "\n" : ",\n"
                Self.writeString(member.key, to: &text)
                text += ": "
                member.value.write(to: &text)
            }
            text += members.isEmpty ? "}" : "\n}"
        case .array(let elements):
            text += "["
            for (index, element) in elements.enumerated() {
                text += index == 0 ? "" : ", "
                element.write(to: &text)
            }
            text += "]"
        case .string(let string):
            Self.writeString(string, to: &text)
        case .number(let number):
            text += number
        case .bool(let bool):
            text += bool ? "true" : "false"
        case .null:
            text += "null"
        }
    }

    private static func writeString(_ string: String, to text: inout String) {
        text += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    text.unicodeScalars.append(scalar)
                }
            }
        }
        text += "\""
    }
}
