/// What holds at one token of Swift source, for the availability check.
struct SourcePlace {
    /// What the enclosing declarations' `@available` and the enclosing
    /// `#available` guards give.
    var availability = Availability()
    /// The generic parameters of the enclosing declarations.
    var genericParameters: Set<String> = []
    /// The innermost type or extension, by name.
    var owner: String?
    /// The platforms whose `#if` branches include the token.
    var platforms = Set(ApplePlatform.allCases)
}

/// Walks one file's tokens with a stack of scopes, calling `declaration`
/// for each declared name (with the place inside the declaration and the
/// place around it) and `use` for each token that `wants` and that is not
/// part of an attribute, a guard or an `#if` condition.
///
/// It knows `@available` on a declaration (covering its signature and its
/// body), `if #available` (the block after it), `guard #available ... else`
/// (the rest of the enclosing block, not the `else` block) and `#if`
/// branches with `os(...)`, `canImport(...)` and `targetEnvironment(...)`.
///
/// - Complexity: O(n) in the number of tokens.
func walkSwiftSource(
    _ tokens: [SwiftToken],
    declaration: (_ keyword: String, _ name: SwiftToken, _ inside: SourcePlace, _ around: SourcePlace) -> Void = { _, _, _, _ in },
    wants: (_ index: Int) -> Bool = { _ in true },
    use: (_ index: Int, _ place: SourcePlace) -> Void = { _, _ in }
) {
    /// A declaration whose body, or a guarded block that, has not opened yet.
    struct Opening {
        var place: SourcePlace
        var depth: Int
        var line: Int
        var endsAtLineEnd = false
    }
    let everywhere = Set(ApplePlatform.allCases)
    let types: Set = ["struct", "class", "enum", "protocol", "extension", "actor"]
    let declarations = types.union(["func", "init", "subscript", "typealias", "macro", "deinit"])
    let modifiers: Set = ["func", "var", "let", "subscript", "override", "final", "static", "public", "private", "fileprivate", "internal", "open"]
    let special = declarations.union(["#if", "#elseif", "#else", "#endif", "@available", "#available", "var", "let", "case"])
        .union(["{", "}", "(", ")", "[", "]", "if", "guard", "while"])
    var scopes = [SourcePlace()]
    var branches: [(active: Set<ApplePlatform>, taken: Set<ApplePlatform>, outer: Set<ApplePlatform>)] = []
    var attributes = Availability()
    var opening: Opening?, guarded: Opening?
    var conditionKeyword: String?
    var depth = 0, skippedName = -1, index = 0
    func text(_ offset: Int) -> String { tokens.indices.contains(index + offset) ? tokens[index + offset].text : "" }
    func currentPlace() -> SourcePlace {
        var place = opening?.place ?? scopes[scopes.count - 1]
        place.platforms = branches.last?.active ?? everywhere
        return place
    }
    /// The tokens of the bracketed list starting after `index` and the
    /// index past it.
    func bracketed(_ open: String, _ close: String) -> (tokens: ArraySlice<SwiftToken>, end: Int) {
        var end = index + 1, nesting = 0
        repeat {
            nesting += tokens[end].text == open ? 1 : (tokens[end].text == close ? -1 : 0)
            end += 1
        } while nesting > 0 && end < tokens.count
        return (tokens[(index + 2)..<max(index + 2, end - 1)], end)
    }
    while index < tokens.count {
        let current = tokens[index]
        if let pending = opening, pending.endsAtLineEnd, current.line != pending.line, depth == pending.depth { opening = nil }
        // Most tokens are not special, and most are of no interest: the place
        // is built only when it is needed.
        guard special.contains(current.text) else {
            if index != skippedName, wants(index) { use(index, currentPlace()) }
            index += 1
            continue
        }
        let place = currentPlace()
        switch current.text {
        case "#if", "#elseif", "#else", "#endif":
            let condition = ["#if", "#elseif"].contains(current.text) ? Array(tokens[(index + 1)...].prefix { $0.line == current.line }) : []
            let possible = everywhere.filter { evaluateCondition(condition, on: $0) != false }
            let certain = everywhere.filter { evaluateCondition(condition, on: $0) == true }
            let last = current.text == "#if" ? nil : branches.popLast()
            let outer = last?.outer ?? branches.last?.active ?? everywhere, taken = last?.taken ?? []
            switch current.text {
            case "#if", "#elseif": branches.append((outer.intersection(possible).subtracting(taken), taken.union(certain), outer))
            case "#else": branches.append((outer.subtracting(taken), taken, outer))
            default: break
            }
            index += 1 + condition.count
            continue
        case "@available" where text(1) == "(", "#available" where text(1) == "(":
            let (arguments, end) = bracketed("(", ")")
            let stated = Availability(arguments: Array(arguments))
            if current.text == "@available" {
                attributes = attributes.raised(by: stated)
            } else {
                var inside = place
                inside.availability = place.availability.raised(by: stated)
                guarded = Opening(place: conditionKeyword == "guard" ? place : inside, depth: depth, line: current.line)
                if conditionKeyword == "guard" { scopes[scopes.count - 1].availability = inside.availability }
            }
            index = end
            continue
        case _ where declarations.contains(current.text) && text(-1) != "." && !(current.text == "class" && modifiers.contains(text(1))),
            "var" where !attributes.isEmpty, "let" where !attributes.isEmpty, "case" where !attributes.isEmpty:
            var inside = place
            inside.availability = place.availability.raised(by: attributes)
            attributes = Availability()
            let hasName = !["init", "subscript", "deinit"].contains(current.text)
            if types.contains(current.text) { inside.owner = text(1) }
            if text(hasName ? 2 : 1) == "<" {
                index += hasName ? 1 : 0
                let parameters = bracketed("<", ">").tokens
                index -= hasName ? 1 : 0
                for (offset, token) in zip(parameters.indices, parameters) where token.kind == .word && [",", "<"].contains(tokens[offset - 1].text) {
                    inside.genericParameters.insert(token.text)
                }
            }
            opening = Opening(place: inside, depth: depth, line: current.line, endsAtLineEnd: ["var", "let", "case", "typealias"].contains(current.text))
            if current.text != "extension", let name = hasName ? tokens.dropFirst(index + 1).first : current, name.kind == .word {
                declaration(current.text, name, inside, place)
                skippedName = hasName ? index + 1 : -1
            }
        case "{":
            if let block = guarded, block.depth == depth {
                scopes.append(block.place)
                guarded = nil
            } else if let body = opening, body.depth == depth {
                scopes.append(body.place)
                opening = nil
            } else {
                scopes.append(place)
            }
            conditionKeyword = nil
        case "}":
            if scopes.count > 1 { scopes.removeLast() }
            if opening?.depth == depth { opening = nil }
            if guarded?.depth == depth { guarded = nil }
            conditionKeyword = nil
        case "(", "[":
            depth += 1
        case ")", "]":
            depth -= 1
        case "if", "guard", "while":
            conditionKeyword = current.text
        default:
            break
        }
        if index != skippedName, wants(index) { use(index, place) }
        index += 1
    }
}

/// Whether an `#if` condition holds on `platform`: nil when it depends on
/// something else (`DEBUG`, `swift(>=6)`, a module the check does not know).
func evaluateCondition(_ tokens: [SwiftToken], on platform: ApplePlatform) -> Bool? {
    var index = 0
    func peek() -> String { index < tokens.count ? tokens[index].text : "" }
    func either(_ operation: String, _ operand: () -> Bool?) -> Bool? {
        var value = operand()
        while peek() == operation {
            index += 1
            let other = operand()
            let decisive = operation == "||"
            value = value == decisive || other == decisive ? decisive : (value == !decisive && other == !decisive ? !decisive : nil)
        }
        return value
    }
    func disjunction() -> Bool? { either("||") { either("&&", term) } }
    func term() -> Bool? {
        let name = peek()
        index += 1
        if name == "!" { return term().map { !$0 } }
        if name == "(" {
            defer { index += 1 }
            return disjunction()
        }
        guard peek() == "(" else { return ["true": true, "false": false][name] }
        let argument = index + 1 < tokens.count ? tokens[index + 1].text : ""
        while index < tokens.count, tokens[index].text != ")" { index += 1 }
        index += 1
        switch (name, argument) {
        case ("os", _):
            let named = ApplePlatform(availabilityName: argument)
            return named == platform || (named == .iOS && platform == .macCatalyst)
        case ("targetEnvironment", "macCatalyst"): return platform == .macCatalyst
        case ("canImport", "UIKit"): return platform != .macOS
        case ("canImport", "AppKit"): return platform == .macOS || platform == .macCatalyst
        case ("canImport", "Darwin"), ("canImport", "Foundation"), ("canImport", "Dispatch"), ("canImport", "ObjectiveC"): return true
        case ("canImport", "Glibc"), ("canImport", "Musl"), ("canImport", "WinSDK"), ("canImport", "Android"): return false
        default: return nil
        }
    }
    return disjunction()
}
