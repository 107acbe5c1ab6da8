import Foundation
import GeneratorTestSupport
@testable import ItemizeGenerator

/// Damages good specs the ways real files go wrong, and worse: bytes
/// flipped, cut or inserted, keys duplicated, deleted or misspelt, values
/// of the wrong type, huge numbers and strings, deep nesting, invalid
/// UTF-8, NULs and two specs spliced together. The same seed gives the same
/// mutants, so a failure reproduces from the seed and the iteration.
struct SpecMutator {
    /// A damaged spec and what was done to it, for the failure message.
    struct Mutant {
        var bytes: [UInt8]
        var steps: [String]
    }

    private let originals: [[UInt8]]
    private let trees: [JSONValue]

    /// - Parameter specs: Good specs; each must parse.
    init(specs: [[UInt8]]) throws {
        originals = specs
        trees = try specs.map { try parseJSON($0, file: "Seed.json") }
    }

    /// The largest mutant made: repeating a huge value can otherwise give
    /// files of 80 MB, which test the machine more than the generator.
    static let maximumByteCount = 8_000_000

    /// One mutant: a few structural mutations, a few byte mutations, or
    /// both; at most `maximumByteCount` bytes.
    func mutant(using random: inout SpecFuzzRandom) -> Mutant {
        while true {
            let mutant = anyMutant(using: &random)
            if mutant.bytes.count <= Self.maximumByteCount {
                return mutant
            }
        }
    }

    private func anyMutant(using random: inout SpecFuzzRandom) -> Mutant {
        let index = Int.random(in: 0..<originals.count, using: &random)
        var steps = ["seed \(index)"]
        var bytes = originals[index]
        if Bool.random(using: &random) || Int.random(in: 0..<4, using: &random) == 0 {
            var tree = trees[index]
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                tree = mutateTree(tree, steps: &steps, using: &random)
            }
            bytes = Array(tree.jsonText.utf8)
        }
        if steps.count == 1 || Bool.random(using: &random) {
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                bytes = mutateBytes(bytes, steps: &steps, using: &random)
            }
        }
        return Mutant(bytes: bytes, steps: steps)
    }

    // MARK: - Structure

    private func mutateTree(_ tree: JSONValue, steps: inout [String], using random: inout SpecFuzzRandom) -> JSONValue {
        let paths = Self.nodePaths(of: tree)
        let path = paths[Int.random(in: 0..<paths.count, using: &random)]
        let operation = Int.random(in: 0..<10, using: &random)
        return Self.replacing(at: path[...], in: tree) { node in
            switch operation {
            case 0:
                steps.append("wrong type at \(path)")
                return wrongType(for: node, using: &random)
            case 1:
                steps.append("delete a child at \(path)")
                return Self.editingChildren(of: node) { count in
                    guard count > 0 else { return [] }
                    let deleted = Int.random(in: 0..<count, using: &random)
                    return Array(0..<count).filter { $0 != deleted }
                }
            case 2:
                steps.append("duplicate a child at \(path)")
                return Self.editingChildren(of: node) { count in
                    guard count > 0 else { return [] }
                    var order = Array(0..<count)
                    order.insert(Int.random(in: 0..<count, using: &random), at: Int.random(in: 0...count, using: &random))
                    return order
                }
            case 3:
                steps.append("huge number at \(path)")
                return Self.value(.number(Self.hugeNumbers.randomElement(using: &random) ?? "1"), like: node)
            case 4:
                let string = Self.hugeString(using: &random)
                steps.append("huge string (\(string.utf8.count) bytes) at \(path)")
                return Self.value(.string(string), like: node)
            case 5:
                let depth = Int.random(in: 1...300, using: &random)
                steps.append("nest \(depth) deep at \(path)")
                var nested = node
                for level in 0..<depth {
                    nested = level % 2 == 0
                        ? Self.value(.array([nested]), like: node)
                        : Self.value(.object([JSONMember(key: "items", keyLine: node.line, keyColumn: node.column, value: nested)]), like: node)
                }
                return nested
            case 6:
                let other = trees[Int.random(in: 0..<trees.count, using: &random)]
                let otherPaths = Self.nodePaths(of: other)
                let otherPath = otherPaths[Int.random(in: 0..<otherPaths.count, using: &random)]
                steps.append("splice \(otherPath) of another spec at \(path)")
                return Self.node(at: otherPath[...], in: other)
            case 7:
                steps.append("rename a key at \(path)")
                guard case .object(var members) = node.kind, !members.isEmpty else { return node }
                let member = Int.random(in: 0..<members.count, using: &random)
                members[member].key = renamedKey(members[member].key, using: &random)
                return Self.value(.object(members), like: node)
            case 8:
                let copies = Int(pow(10, Double.random(in: 0.3...3.2, using: &random)))
                steps.append("repeat the children \(copies) times at \(path)")
                return Self.editingChildren(of: node) { count in
                    Array((0..<copies).flatMap { _ in 0..<count }.prefix(20_000))
                }
            default:
                let text = Self.awkwardStrings.randomElement(using: &random) ?? ""
                steps.append("awkward string \(text.debugDescription.prefix(40)) at \(path)")
                return Self.value(.string(text), like: node)
            }
        }
    }

    private func wrongType(for node: JSONValue, using random: inout SpecFuzzRandom) -> JSONValue {
        let kinds: [JSONValue.Kind] = [
            .string("Card"), .string(""), .number("1"), .number("-0.5e3"), .array([]), .array([node]),
            .object([]), .object([JSONMember(key: "name", keyLine: node.line, keyColumn: node.column, value: node)]),
            .null, .bool(true), .bool(false),
        ]
        return Self.value(kinds[Int.random(in: 0..<kinds.count, using: &random)], like: node)
    }

    private func renamedKey(_ key: String, using random: inout SpecFuzzRandom) -> String {
        switch Int.random(in: 0..<5, using: &random) {
        case 0 where !key.isEmpty:
            var characters = Array(key)
            characters.remove(at: Int.random(in: 0..<characters.count, using: &random))
            return String(characters)
        case 1:
            return key.uppercased()
        case 2:
            return Self.knownKeys.randomElement(using: &random) ?? key
        case 3:
            return Self.awkwardStrings.randomElement(using: &random) ?? key
        default:
            return key + key
        }
    }

    /// Every node as a path of child indices (member indices in objects).
    private static func nodePaths(of tree: JSONValue) -> [[Int]] {
        var paths: [[Int]] = []
        var pending: [(JSONValue, [Int])] = [(tree, [])]
        while let (node, path) = pending.popLast() {
            paths.append(path)
            for (index, child) in children(of: node).enumerated() {
                pending.append((child, path + [index]))
            }
        }
        return paths
    }

    private static func children(of node: JSONValue) -> [JSONValue] {
        switch node.kind {
        case .object(let members): members.map(\.value)
        case .array(let elements): elements
        default: []
        }
    }

    private static func node(at path: ArraySlice<Int>, in tree: JSONValue) -> JSONValue {
        guard let first = path.first else { return tree }
        return node(at: path.dropFirst(), in: children(of: tree)[first])
    }

    private static func replacing(
        at path: ArraySlice<Int>, in tree: JSONValue, with transform: (JSONValue) -> JSONValue
    ) -> JSONValue {
        guard let first = path.first else { return transform(tree) }
        var copy = tree
        switch tree.kind {
        case .object(var members):
            members[first].value = replacing(at: path.dropFirst(), in: members[first].value, with: transform)
            copy.kind = .object(members)
        case .array(var elements):
            elements[first] = replacing(at: path.dropFirst(), in: elements[first], with: transform)
            copy.kind = .array(elements)
        default:
            break
        }
        return copy
    }

    /// The container rebuilt from its children picked by index, in the
    /// order `order` gives for the current child count; leaves stay as they are.
    private static func editingChildren(of node: JSONValue, order: (Int) -> [Int]) -> JSONValue {
        var copy = node
        switch node.kind {
        case .object(let members):
            copy.kind = .object(order(members.count).map { members[$0] })
        case .array(let elements):
            copy.kind = .array(order(elements.count).map { elements[$0] })
        default:
            break
        }
        return copy
    }

    private static func value(_ kind: JSONValue.Kind, like node: JSONValue) -> JSONValue {
        var value = node
        value.kind = kind
        return value
    }

    private static func hugeString(using random: inout SpecFuzzRandom) -> String {
        let units = ["A", "é", "\"", "\\", "\n", " ", "Card", "😀", "\u{0}", "\\(x)"]
        let unit = units[Int.random(in: 0..<units.count, using: &random)]
        // Log-uniform from a kilobyte to 3 MB: every size is tried, and the
        // slow megabyte ones stay rare enough to leave time for the rest.
        let bytes = Int(pow(10, Double.random(in: 3...6.5, using: &random)))
        return String(repeating: unit, count: max(1, bytes / unit.utf8.count))
    }

    private static let hugeNumbers = [
        "1" + String(repeating: "0", count: 400), "1e999999999", "-1e-999999999", "9223372036854775808",
        "-9223372036854775809", "0." + String(repeating: "0", count: 10_000) + "1",
        String(repeating: "9", count: 1_000_000), "1.7976931348623157e309",
    ]

    private static let knownKeys = [
        "enum", "access", "imports", "items", "sections", "sectionEnum", "name", "fields", "identity",
        "external", "identityType", "cell", "tableCell", "collectionCell", "views", "case", "type", "header", "footer", "parameter",
        "specs", "spec", "output", "outputDirectory", "templates", "target",
    ]

    /// Text that is valid JSON but hard on names, types and string literals.
    private static let awkwardStrings = [
        "", " ", "\u{0}", "*/", "/*", "\"\"\"", "#if", "\\(x)", "Int?", "[String: Int]", "default", "self", "Self",
        "Type", "Protocol", "init", "`x`", "😀", "a.b.c", "1abc", "_", "__", "e\u{301}", "\u{202E}abc", "\u{FEFF}",
        String(repeating: "x", count: 10_000), "Card", "Banner", "id", "String", "Int", "identity", "kind", "Kind",
        "Identity", "Dispatch", "allCases", "rawValue", "ItemizeRuntime", "Swift.Int", "(Int, Int)", "() -> Void",
        "some View", "any Error", "inout Int", "Int!", "[Int]?", "public", "private", "open", "fileprivate", "package",
        "Foundation", "UIKit", "@testable", "import Darwin", "\n", "\r\n", "\u{2028}", "$0", "a\u{0}b",
    ]

    // MARK: - Bytes

    private func mutateBytes(_ input: [UInt8], steps: inout [String], using random: inout SpecFuzzRandom) -> [UInt8] {
        var bytes = input
        let position = Int.random(in: 0...bytes.count, using: &random)
        switch Int.random(in: 0..<11, using: &random) {
        case 0 where !bytes.isEmpty:
            let index = min(position, bytes.count - 1)
            bytes[index] ^= UInt8(1) << UInt8.random(in: 0..<8, using: &random)
            steps.append("flip a bit at byte \(index)")
        case 1:
            bytes.removeSubrange(position...)
            steps.append("truncate at byte \(position)")
        case 2:
            let inserted = (0..<Int.random(in: 1...8, using: &random)).map { _ in
                Bool.random(using: &random)
                    ? Self.syntaxBytes[Int.random(in: 0..<Self.syntaxBytes.count, using: &random)]
                    : UInt8.random(in: 0...255, using: &random)
            }
            bytes.insert(contentsOf: inserted, at: position)
            steps.append("insert \(inserted) at byte \(position)")
        case 3:
            let end = min(bytes.count, position + Int.random(in: 1...16, using: &random))
            bytes.removeSubrange(position..<end)
            steps.append("delete bytes \(position)..<\(end)")
        case 4:
            bytes.insert(0, at: position)
            steps.append("insert NUL at byte \(position)")
        case 5:
            let sequence = Self.invalidUTF8[Int.random(in: 0..<Self.invalidUTF8.count, using: &random)]
            bytes.insert(contentsOf: sequence, at: position)
            steps.append("insert invalid UTF-8 \(sequence) at byte \(position)")
        case 6:
            let start = Int.random(in: 0...bytes.count, using: &random)
            let end = min(bytes.count, start + Int.random(in: 1...200, using: &random))
            bytes.insert(contentsOf: bytes[start..<end], at: position)
            steps.append("copy bytes \(start)..<\(end) to byte \(position)")
        case 7:
            let other = originals[Int.random(in: 0..<originals.count, using: &random)]
            let cut = Int.random(in: 0...other.count, using: &random)
            bytes = Array(bytes[..<position]) + other[cut...]
            steps.append("splice at byte \(position) with another spec from byte \(cut)")
        case 8:
            let breaks: [UInt8] = Bool.random(using: &random) ? [13, 10] : [13]
            bytes = bytes.flatMap { $0 == 10 ? breaks : [$0] }
            steps.append("line breaks as \(breaks)")
        case 9:
            bytes.insert(contentsOf: [0xEF, 0xBB, 0xBF], at: Bool.random(using: &random) ? 0 : position)
            steps.append("byte order mark")
        default:
            let digits = [UInt8](repeating: UInt8(ascii: "9"), count: Int.random(in: 1...100_000, using: &random))
            bytes.insert(contentsOf: digits, at: position)
            steps.append("insert \(digits.count) digits at byte \(position)")
        }
        return bytes
    }

    private static let syntaxBytes = Array("{}[]\":,0123456789-+.eE/\\*tfnul \n\ta".utf8)

    private static let invalidUTF8: [[UInt8]] = [
        [0xFF], [0xC0, 0xAF], [0xC3], [0xC3, 0x28], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82],
        [0x80], [0xF8, 0x88, 0x80, 0x80, 0x80],
    ]
}
