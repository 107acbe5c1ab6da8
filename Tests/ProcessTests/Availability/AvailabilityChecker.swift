/// Finds the uses of APIs above a package's minimum platforms that nothing
/// guards: the check Xcode makes, which Linux skips because it ignores
/// `@available` for Apple platforms.
///
/// A use is guarded by an `@available` on an enclosing declaration, an
/// enclosing `if #available` or an earlier `guard #available` in the
/// block; an `#if` branch limits it to the platforms it is compiled for.
struct AvailabilityChecker {
    let table: AvailabilityTable
    private let entriesByKey: [String: [AvailabilityEntry]]

    init(table: AvailabilityTable) {
        self.table = table
        var entriesByKey: [String: [AvailabilityEntry]] = [:]
        for entry in table.entries {
            for key in Set(entry.keys) { entriesByKey[key, default: []].append(entry) }
        }
        self.entriesByKey = entriesByKey
    }

    /// The enum cases ItemizeRuntime's sources declare, first of a list or
    /// alone (`case leadingSwipe`), as a generated file once declared them.
    private static let runtimeDeclarations: Set<String> = {
        var names: Set<String> = []
        for path in (try? runtimeSources()) ?? [] {
            let tokens = swiftTokens(in: (try? String(contentsOfFile: path, encoding: .utf8)) ?? "")
            for (index, token) in tokens.enumerated().dropLast() where token.kind == .word && token.text == "case" {
                names.insert(tokens[index + 1].text)
            }
        }
        return names
    }()

    /// The problems in the files of one module, checked against `minimums`;
    /// one per API and line, as `path:line: message`. A name the module
    /// declares itself hides an API of that name.
    ///
    /// - Complexity: O(n) in the total length of the files.
    func problems(inModule files: [(path: String, text: String)], minimums: Availability) -> [String] {
        let tokenized = files.map { (path: $0.path, tokens: swiftTokens(in: $0.text)) }
        var declared: Set<String> = []
        var imports: Set<String> = []
        let declarations: Set = ["struct", "class", "enum", "protocol", "actor", "typealias", "associatedtype", "func", "var", "let", "case", "macro"]
        for file in tokenized {
            for (index, token) in file.tokens.enumerated().dropLast() where token.kind == .word {
                if declarations.contains(token.text) { declared.insert(file.tokens[index + 1].text) }
                if token.text == "import" { imports.insert(file.tokens[index + 1].text) }
            }
        }
        if !imports.isDisjoint(with: ["UIKit", "AppKit"]) { imports.insert("Foundation") }
        // A generated file sees ItemizeRuntime's enum cases (`.contextMenu` of
        // its `ActionMenu`) as Swift does, ahead of an Apple API of that name.
        if imports.contains("ItemizeRuntime") { declared.formUnion(Self.runtimeDeclarations) }
        var problems: [String] = []
        for file in tokenized {
            var found: [(line: Int, message: String)] = []
            var reported: Set<String> = []
            var missing: [String: (line: Int, platforms: [ApplePlatform], count: Int)] = [:]
            let tokens = file.tokens
            func key(_ token: SwiftToken) -> String { token.text.hasPrefix("@") ? String(token.text.dropFirst()) : token.text }
            let wants = { (index: Int) in
                tokens[index].kind != .string && (tokens[index].text == "throws" || entriesByKey[key(tokens[index])] != nil)
            }
            walkSwiftSource(tokens, wants: wants, use: { index, place in
                let token = tokens[index]
                var used = entriesByKey[key(token), default: []]
                    .filter { isUsed($0, at: index, in: tokens, declared: declared, imports: imports) }
                if token.text == "throws", index + 3 < tokens.count, tokens[index + 1].text == "(", tokens[index + 3].text == ")",
                   place.genericParameters.contains(tokens[index + 2].text) {
                    used.append(table.typedThrows)
                }
                for entry in used where reported.insert("\(token.line) \(entry.name)").inserted {
                    if let message = versionProblem(entry, place: place, minimums: minimums) {
                        found.append((token.line, "\(file.path):\(token.line): \(message)"))
                    }
                    let platforms = ApplePlatform.allCases.filter {
                        place.platforms.contains($0) && entry.availability.isUnavailable(on: $0) && !place.availability.isUnavailable(on: $0)
                    }
                    if !platforms.isEmpty {
                        let first = missing[entry.name]
                        missing[entry.name] = (first?.line ?? token.line, first?.platforms ?? platforms, (first?.count ?? 0) + 1)
                    }
                }
            })
            for (name, use) in missing {
                let more = use.count > 1 ? " (and \(use.count - 1) more use\(use.count > 2 ? "s" : "") in this file)" : ""
                found.append((use.line,
                    "\(file.path):\(use.line): \(name) is unavailable on \(use.platforms.map(\.displayName).joined(separator: ", "))\(more); "
                        + "fence it out with #if (table and collection views: #if canImport(UIKit) && !os(watchOS))"))
            }
            problems += found.sorted { ($0.line, $0.message) < ($1.line, $1.message) }.map(\.message)
        }
        return problems
    }

    private func isUsed(_ entry: AvailabilityEntry, at index: Int, in tokens: [SwiftToken], declared: Set<String>, imports: Set<String>) -> Bool {
        if let module = entry.unlessImported, imports.contains(module) { return false }
        let previous = index > 0 ? tokens[index - 1].text : ""
        let next = index + 1 < tokens.count ? tokens[index + 1].text : ""
        let modules: Set = ["Swift", "_Concurrency", "Synchronization", "Observation", "Foundation", "UIKit", "AppKit", "SwiftUI"]
        // A qualified attribute, `@SwiftUI.ViewBuilder`, names its module with the `@`.
        func isModule(_ token: SwiftToken) -> Bool { modules.contains(token.text.hasPrefix("@") ? String(token.text.dropFirst()) : token.text) }
        return entry.uses.contains { use in
            switch use {
            case .name(let name):
                return !declared.contains(name) && previous != "import"
                    && (previous != "." || (index > 1 && isModule(tokens[index - 2])))
            case .member(let name):
                // `case .contextMenu:` matches a case of the module's own enum.
                let isCasePattern = previous == "." && index > 1 && tokens[index - 2].text == "case"
                return !declared.contains(name) && !isCasePattern && (previous == "." || (next == "(" && previous != "func"))
            case .tokens(let pattern):
                return index + pattern.count <= tokens.count && pattern.indices.allSatisfy { offset in
                    let token = tokens[index + offset]
                    return pattern[offset] == "…"
                        ? token.isLongerThanOneCharacter
                        : token.kind != .string && pattern[offset] == token.text
                }
            }
        }
    }

    /// What a use needs above the floor where it is, if anything: the
    /// package's minimum raised by the enclosing `@available`/`#available`.
    private func versionProblem(_ entry: AvailabilityEntry, place: SourcePlace, minimums: Availability) -> String? {
        var needs: [(platform: ApplePlatform, version: OSVersion, floor: OSVersion)] = []
        for platform in ApplePlatform.allCases where place.platforms.contains(platform) && !place.availability.isUnavailable(on: platform) {
            guard !entry.availability.isUnavailable(on: platform), let version = entry.availability.version(on: platform) else { continue }
            let minimum = minimums.version(on: platform) ?? OSVersion(parts: [0])
            let floor = max(minimum, place.availability.version(on: platform) ?? minimum)
            if version > floor { needs.append((platform, version, floor)) }
        }
        guard let first = needs.first else { return nil }
        let others = needs.dropFirst().map { "\($0.platform.displayName) \($0.version)" }.joined(separator: ", ")
        let floorName = first.floor == minimums.version(on: first.platform) ? "the package's minimum" : "the minimum its @available/#available gives"
        return "\(entry.name) needs \(first.platform.displayName) \(first.version)" + (others.isEmpty ? "" : " (\(others))")
            + "; \(floorName) is \(first.platform.displayName) \(first.floor); guard it with @available/#available or raise the minimum"
    }
}
