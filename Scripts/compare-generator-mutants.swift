// Writes the mutants of JSON files for Scripts/compare-generator.sh:
//
//     swift Scripts/compare-generator-mutants.swift OUTPUT_DIR FILE...
//
// For each FILE (a spec or a config, `//` comments and trailing commas
// allowed) it writes OUTPUT_DIR/<stem>--<mutation>-<n>.<extension>, keeping
// the extension so that the generator names its output as it would the
// original's. The mutations are textual, so a mutant can be anything a
// person might save: a member deleted or doubled, a key or a string value
// misspelt, a value replaced by an odd one, a line deleted, the file cut
// short. The same files always give the same mutants.

import Foundation

/// A member of a JSON object, found by scanning the text: where its key
/// starts, where its value starts and ends, and where the member ends with
/// its trailing comma and spaces.
struct Member {
    var keyStart: Int
    var keyEnd: Int
    var valueStart: Int
    var valueEnd: Int
    var memberEnd: Int
}

/// The scanned text as bytes, with every member and every string value
/// that is not a key.
struct ScannedJSON {
    var bytes: [UInt8]
    var members: [Member] = []
    var stringValues: [Range<Int>] = []

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var strings: [Range<Int>] = []
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                let end = endOfString(from: index)
                strings.append(index..<end)
                index = end
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                while index < bytes.count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
            default:
                index += 1
            }
        }
        for string in strings {
            let colon = skipSpaces(from: string.upperBound)
            guard colon < bytes.count, bytes[colon] == UInt8(ascii: ":") else {
                stringValues.append(string)
                continue
            }
            let valueStart = skipSpaces(from: colon + 1)
            let valueEnd = endOfValue(from: valueStart)
            var memberEnd = skipSpaces(from: valueEnd)
            if memberEnd < bytes.count, bytes[memberEnd] == UInt8(ascii: ",") {
                memberEnd = skipSpaces(from: memberEnd + 1)
            } else {
                memberEnd = valueEnd
            }
            members.append(Member(
                keyStart: string.lowerBound, keyEnd: string.upperBound,
                valueStart: valueStart, valueEnd: valueEnd, memberEnd: memberEnd))
        }
    }

    /// The index after the closing quote of the string opening at `start`,
    /// or the end of the text.
    func endOfString(from start: Int) -> Int {
        var index = start + 1
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\\") {
                index += 2
            } else if bytes[index] == UInt8(ascii: "\"") {
                return index + 1
            } else {
                index += 1
            }
        }
        return bytes.count
    }

    func skipSpaces(from start: Int) -> Int {
        var index = start
        while index < bytes.count, [9, 10, 13, 32].contains(bytes[index]) { index += 1 }
        return index
    }

    /// The end of a string, a balanced array or object, or a bare scalar.
    func endOfValue(from start: Int) -> Int {
        guard start < bytes.count else { return start }
        switch bytes[start] {
        case UInt8(ascii: "\""):
            return endOfString(from: start)
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            var depth = 0
            var index = start
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    index = endOfString(from: index)
                    continue
                case UInt8(ascii: "["), UInt8(ascii: "{"):
                    depth += 1
                case UInt8(ascii: "]"), UInt8(ascii: "}"):
                    depth -= 1
                    if depth == 0 { return index + 1 }
                default:
                    break
                }
                index += 1
            }
            return bytes.count
        default:
            var index = start
            let stops: Set<UInt8> = [9, 10, 13, 32, UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]")]
            while index < bytes.count, !stops.contains(bytes[index]) { index += 1 }
            return index
        }
    }

    /// The text with `range` replaced by `replacement`.
    func replacing(_ range: Range<Int>, with replacement: String) -> [UInt8] {
        Array(bytes[..<range.lowerBound]) + Array(replacement.utf8) + Array(bytes[range.upperBound...])
    }
}

/// Values a person, a merge or another tool might leave in a spec.
let oddValues = [
    "null", "0", "-1", "1.5", "true", "\"\"", "[]", "{}", "\"a b\"", "\"\\u0000\"", "\"\\u202e\"",
    "\"é\"", "\"Int\"", "\"class\"", "\"String?\"", "1e999", "[\"Int\", 1]", "{\"name\": \"x\"}",
    "\"" + String(repeating: "Long", count: 80) + "\"",
]

/// The string `quoted` (with its quotes) misspelt: two middle characters
/// swapped, or a letter added when it is too short to swap.
func misspelt(_ quoted: [UInt8]) -> String {
    var inner = Array(String(decoding: quoted.dropFirst().dropLast(), as: UTF8.self))
    if inner.count < 2 {
        inner.append("x")
    } else {
        let middle = inner.count / 2
        inner.swapAt(middle - 1, middle)
        if inner[middle - 1] == inner[middle] { inner.append("x") }
    }
    return "\"" + String(inner) + "\""
}

/// Every mutant of one file, named by mutation and number.
func mutants(of bytes: [UInt8]) -> [(name: String, bytes: [UInt8])] {
    let json = ScannedJSON(bytes)
    var result: [(name: String, bytes: [UInt8])] = []
    for (number, member) in json.members.enumerated() {
        result.append(("deleted-member-\(number)", json.replacing(member.keyStart..<member.memberEnd, with: "")))
        let whole = String(decoding: bytes[member.keyStart..<member.valueEnd], as: UTF8.self)
        result.append(("doubled-member-\(number)", json.replacing(member.keyStart..<member.keyStart, with: whole + ", ")))
        let key = Array(bytes[member.keyStart..<member.keyEnd])
        result.append(("misspelt-key-\(number)", json.replacing(member.keyStart..<member.keyEnd, with: misspelt(key))))
        // One odd value per member, in turn, so that every kind of value
        // meets many members without multiplying the runs.
        let odd = oddValues[number % oddValues.count]
        result.append(("odd-value-\(number)", json.replacing(member.valueStart..<member.valueEnd, with: odd)))
    }
    for (number, string) in json.stringValues.enumerated() {
        result.append(("misspelt-value-\(number)", json.replacing(string, with: misspelt(Array(bytes[string])))))
    }
    var lineStart = 0
    var lineNumber = 1
    for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
        result.append(("deleted-line-\(lineNumber)", json.replacing(lineStart..<(index + 1), with: "")))
        lineStart = index + 1
        lineNumber += 1
    }
    for part in 1...12 {
        result.append(("truncated-\(part)", Array(bytes[..<(bytes.count * part / 13)])))
    }
    result.append(("truncated-last-byte", Array(bytes.dropLast())))
    return result
}

let arguments = CommandLine.arguments.dropFirst()
guard let outputDirectory = arguments.first, arguments.count > 1 else {
    FileHandle.standardError.write(Data("usage: compare-generator-mutants.swift OUTPUT_DIR FILE...\n".utf8))
    exit(64)
}
try FileManager.default.createDirectory(atPath: outputDirectory, withIntermediateDirectories: true)
for path in arguments.dropFirst() {
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    let fileName = (path as NSString).lastPathComponent
    let dot = fileName.firstIndex(of: ".") ?? fileName.endIndex
    let stem = String(fileName[..<dot])
    let fileExtension = String(fileName[dot...])
    for mutant in mutants(of: bytes) {
        let mutantPath = outputDirectory + "/" + stem + "--" + mutant.name + fileExtension
        try Data(mutant.bytes).write(to: URL(fileURLWithPath: mutantPath))
    }
}
