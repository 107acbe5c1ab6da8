import Foundation

/// One API the availability check knows: how code uses it, the versions it
/// needs, and where those versions were read.
struct AvailabilityEntry {
    /// How a use of the API shows in the tokens.
    enum Use {
        /// A type or free function: the name, not after a `.` (but after a
        /// module name, as in `Swift.Duration`).
        case name(String)
        /// A member: `.name`, or `name(` inside the type's own extension.
        case member(String)
        /// These tokens in a row; `"…"` stands for a string literal of more
        /// than one character.
        case tokens([String])
    }

    var name: String
    var uses: [Use]
    var availability: Availability
    /// Where the versions come from: an interface file or a documentation page.
    var source: String
    /// A module importing this gets an older overload, so the use is fine
    /// there (`contains("ab")` is Foundation's when Foundation is imported).
    var unlessImported: String?

    /// The first token of each use: where the check looks the entry up.
    var keys: [String] {
        uses.map { use in
            switch use {
            case .name(let name), .member(let name): return name
            case .tokens(let tokens): return tokens[0]
            }
        }
    }
}

/// Every API the availability check knows, and the Swift 6 runtime's
/// versions for typed throws in generic code.
struct AvailabilityTable {
    var entries: [AvailabilityEntry]
    var typedThrows: AvailabilityEntry

    /// Why the table could not be read.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The table: the top-level types and functions of the toolchain's
    /// standard library, Concurrency, Synchronization, Observation and
    /// string-processing interfaces with their `@available` (an automatic
    /// net), the curated members read from the same interfaces, the
    /// documented Foundation, UIKit and AppKit APIs, and every declaration of
    /// the stand-ins that says its availability.
    ///
    /// - Parameters:
    ///   - interfaces: The toolchain's `lib/swift/<os>` folder.
    ///   - standIns: The stand-in files' texts.
    /// - Throws: `Failure` when an interface is missing or a curated member
    ///   is not in it.
    static func load(interfaces: String, standIns: [String]) throws -> AvailabilityTable {
        var texts: [String: String] = [:]
        for module in ["Swift", "_Concurrency", "Synchronization", "Observation", "_StringProcessing"] {
            let folder = "\(interfaces)/\(module).swiftmodule"
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            guard let name = names.first(where: { $0.hasSuffix(".swiftinterface") && !$0.contains(".private.") }),
                  let text = try? String(contentsOfFile: "\(folder)/\(name)", encoding: .utf8)
            else { throw Failure(description: "no interface for \(module) in \(folder)") }
            texts[module] = text
        }
        var entries: [AvailabilityEntry] = []
        for (module, text) in texts.sorted(by: { $0.key < $1.key }) {
            let lines = text.utf8.split(separator: UInt8(ascii: "\n")).map { Substring($0) }
            for (name, availability) in topLevelAvailability(inInterface: lines).sorted(by: { $0.key < $1.key }) {
                entries.append(AvailabilityEntry(name: name, uses: [.name(name)], availability: availability, source: "\(module).swiftinterface"))
            }
        }
        func read(_ module: String, _ declaration: String) throws -> Availability {
            guard let availability = texts[module].flatMap({ memberAvailability(inInterface: $0, declaration: declaration) }) else {
                throw Failure(description: "\(module).swiftinterface has no `\(declaration)` with an @available")
            }
            return availability
        }
        for member in interfaceMembers {
            entries.append(AvailabilityEntry(
                name: member.name, uses: member.uses, availability: try read(member.module, member.declaration),
                source: "\(member.module).swiftinterface: \(member.declaration)", unlessImported: member.unlessImported))
        }
        entries += documentedAPIs
        // Without types a use names only a base name, and UIKit declares
        // several `tableView(_:...)`: a use gets what all of a name's
        // declarations need.
        let documented = Set(documentedAPIs.flatMap(\.keys))
        var standInsByKey: [String: AvailabilityEntry] = [:]
        for entry in standIns.flatMap(standInEntries) where documented.isDisjoint(with: entry.keys) {
            standInsByKey[entry.keys[0]] = standInsByKey[entry.keys[0]].map { AvailabilityEntry(
                name: $0.name, uses: $0.uses, availability: $0.availability.loosened(by: entry.availability), source: $0.source + ", " + entry.source)
            } ?? entry
        }
        entries += standInsByKey.values.sorted { $0.name < $1.name }
        let typedThrows = AvailabilityEntry(
            name: "typed throws of a generic error (`throws(Failure)`)", uses: [],
            availability: try read("Swift", "public struct RangeSet<Bound>"),
            source: "the Swift 6 runtime, which the compiler requires for typed-throws function types; its versions as Swift.swiftinterface gives them for RangeSet, new in Swift 6")
        return AvailabilityTable(entries: entries, typedThrows: typedThrows)
    }

    /// The declarations of stand-in source that state an availability, as
    /// entries: top-level types, and members that need more than their type.
    static func standInEntries(_ text: String) -> [AvailabilityEntry] {
        var entries: [AvailabilityEntry] = []
        let memberKeywords: Set = ["func", "var", "let", "case"]
        walkSwiftSource(swiftTokens(in: text), declaration: { keyword, name, inside, around in
            let isMember = memberKeywords.contains(keyword)
            guard !inside.availability.isEmpty, isMember ? around.owner != nil : around.owner == nil else { return }
            let needsMore = ApplePlatform.allCases.contains { platform in
                guard let version = inside.availability.version(on: platform) else { return false }
                return around.availability.version(on: platform).map { version > $0 } ?? true
            } || inside.availability.unavailable != around.availability.unavailable
            guard !isMember || needsMore else { return }
            entries.append(AvailabilityEntry(
                name: isMember ? "\(around.owner!).\(name.text)" : name.text, uses: [isMember ? .member(name.text) : .name(name.text)],
                availability: inside.availability, source: "stand-in, line \(name.line)"))
        })
        return entries
    }
}

/// Top-level types and functions of a module interface with an
/// `@available` naming a platform version, by name; a name declared more
/// than once keeps its first declaration's.
func topLevelAvailability(inInterface lines: [Substring]) -> [String: Availability] {
    var found: [String: Availability] = [:]
    var pending = Availability()
    let keywords: Set = ["struct", "class", "enum", "protocol", "actor", "typealias", "func"]
    for line in lines where !line.hasPrefix(" ") && (!pending.isEmpty || line.hasPrefix("@available(")) {
        let tokens = swiftTokens(in: String(line))
        if line.hasPrefix("@available(") {
            pending = pending.raised(by: Availability(arguments: Array(tokens.dropFirst(2).dropLast())))
            continue
        }
        if let keyword = tokens.firstIndex(where: { keywords.contains($0.text) }), keyword + 1 < tokens.count,
           !pending.introduced.isEmpty, tokens[keyword + 1].kind == .word, !tokens[keyword + 1].text.hasPrefix("_") {
            let name = tokens[keyword + 1].text
            found[name] = found[name] ?? pending
        }
        if !line.hasPrefix("@") || tokens.contains(where: { keywords.contains($0.text) }) { pending = Availability() }
    }
    return found
}

/// The availability the `@available` lines right above the first line
/// containing `declaration` give, or nil if there is none.
func memberAvailability(inInterface text: String, declaration: String) -> Availability? {
    // One search of the whole text, not one per line, which would scan it
    // line by line for every declaration looked up.
    guard let found = text.range(of: declaration) else { return nil }
    var availability = Availability()
    var end = text[..<found.lowerBound].lastIndex(of: "\n") ?? text.startIndex
    while end > text.startIndex {
        let start = text[..<end].lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        let line = text[start..<end].drop { $0 == " " }
        guard line.hasPrefix("@") else { break }
        let tokens = swiftTokens(in: String(line))
        if tokens.first?.text == "@available" {
            availability = availability.raised(by: Availability(arguments: Array(tokens.dropFirst(2).dropLast())))
        }
        end = start == text.startIndex ? start : text.index(before: start)
    }
    return availability.isEmpty ? nil : availability
}

/// Members and initializers the interfaces declare with their own
/// `@available`, and how code uses them.
private let interfaceMembers: [(name: String, module: String, declaration: String, uses: [AvailabilityEntry.Use], unlessImported: String?)] = [
    ("String(unsafeUninitializedCapacity:initializingUTF8With:)", "Swift", "initializingUTF8With initializer",
     [.tokens(["String", "(", "unsafeUninitializedCapacity"]), .tokens(["String", ".", "init", "(", "unsafeUninitializedCapacity"])], nil),
    ("Duration.components", "Swift", "public var components: (seconds: Swift.Int64, attoseconds: Swift.Int64)",
     [.tokens([".", "components", ".", "seconds"]), .tokens([".", "components", ".", "attoseconds"])], nil),
    ("AsyncStream.makeStream(of:bufferingPolicy:)", "_Concurrency", "func makeStream(of elementType: Element.Type = Element.self, bufferingPolicy",
     [.member("makeStream")], nil),
    ("Task.sleep(for:)", "_Concurrency", "static func sleep<C>(for duration", [.tokens(["Task", ".", "sleep", "(", "for"])], nil),
    ("firstRange(of:)", "_StringProcessing", "func firstRange<C>(of other: C)", [.member("firstRange")], nil),
    ("ranges(of:)", "_StringProcessing", "func ranges<C>(of other: C)", [.member("ranges")], nil),
    ("replacing(_:with:)", "_StringProcessing", "func replacing<C, Replacement>(_ other: C, with replacement: Replacement, maxReplacements", [.member("replacing")], nil),
    ("trimmingPrefix(_:)", "_StringProcessing", "func trimmingPrefix<Prefix>(_ prefix: Prefix)", [.member("trimmingPrefix")], nil),
    ("split(separator:) with a string separator", "_StringProcessing", "func split<C>(separator: C, maxSplits",
     [.tokens([".", "split", "(", "separator", ":", "…"])], nil),
    ("contains(_:) with a string, without Foundation", "_StringProcessing", "func contains(_ other: Swift.String) -> Swift.Bool",
     [.tokens([".", "contains", "(", "…"])], "Foundation"),
]

/// Foundation, UIKit and AppKit APIs as Apple's documentation gives them (the
/// page in each entry's source). UIKit's table and collection views exist on
/// iOS, tvOS, Mac Catalyst and visionOS, never on watchOS or macOS; AppKit's
/// only on macOS.
private let documentedAPIs: [AvailabilityEntry] = {
    let page = "https://developer.apple.com/documentation/"
    func foundation(_ name: String, _ uses: [AvailabilityEntry.Use], macOS: String, iOS: String, watchOS: String, _ path: String) -> AvailabilityEntry {
        AvailabilityEntry(name: name, uses: uses, availability: Availability([.macOS: macOS, .iOS: iOS, .tvOS: iOS, .watchOS: watchOS]), source: page + path)
    }
    func uikit(_ name: String, _ uses: [AvailabilityEntry.Use], iOS: String, tvOS: String?, _ path: String) -> AvailabilityEntry {
        var availability = Availability([.iOS: iOS], unavailable: [.watchOS, .macOS])
        if let tvOS { availability.introduced[.tvOS] = OSVersion(tvOS) } else { availability.unavailable.insert(.tvOS) }
        return AvailabilityEntry(name: name, uses: uses, availability: availability, source: page + path)
    }
    func appkit(_ name: String, macOS: String, _ path: String) -> AvailabilityEntry {
        AvailabilityEntry(
            name: name, uses: [.name(name)],
            availability: Availability([.macOS: macOS], unavailable: [.iOS, .tvOS, .watchOS, .visionOS, .macCatalyst]), source: page + path)
    }
    return [
        foundation("FileHandle.write(contentsOf:)", [.tokens([".", "write", "(", "contentsOf"])], macOS: "10.15.4", iOS: "13.4", watchOS: "6.2", "foundation/filehandle/write(contentsof:)"),
        foundation("FileHandle.readToEnd()", [.member("readToEnd")], macOS: "10.15.4", iOS: "13.4", watchOS: "6.2", "foundation/filehandle/readtoend()"),
        foundation("FileHandle.read(upToCount:)", [.tokens([".", "read", "(", "upToCount"])], macOS: "10.15.4", iOS: "13.4", watchOS: "6.2", "foundation/filehandle/read(uptocount:)"),
        foundation("FileHandle.seekToEnd()", [.member("seekToEnd")], macOS: "10.15.4", iOS: "13.4", watchOS: "6.2", "foundation/filehandle/seektoend()"),
        foundation("URL(filePath:)", [.tokens(["URL", "(", "filePath"])], macOS: "13", iOS: "16", watchOS: "9", "foundation/url/init(filepath:directoryhint:relativeto:)"),
        foundation("URL.appending(path:)", [.tokens([".", "appending", "(", "path"]), .tokens([".", "appending", "(", "component"])], macOS: "13", iOS: "16", watchOS: "9", "foundation/url/appending(path:directoryhint:)"),
        foundation("URL.path(percentEncoded:)", [.tokens([".", "path", "(", "percentEncoded"])], macOS: "13", iOS: "16", watchOS: "9", "foundation/url/path(percentencoded:)"),
        uikit("UITableView", [.name("UITableView")], iOS: "2", tvOS: "9", "uikit/uitableview"),
        uikit("UITableViewCell", [.name("UITableViewCell")], iOS: "2", tvOS: "9", "uikit/uitableviewcell"),
        uikit("UITableViewDataSource", [.name("UITableViewDataSource")], iOS: "2", tvOS: "9", "uikit/uitableviewdatasource"),
        uikit("UITableViewDelegate", [.name("UITableViewDelegate")], iOS: "2", tvOS: "9", "uikit/uitableviewdelegate"),
        uikit("UICollectionView", [.name("UICollectionView")], iOS: "6", tvOS: "9", "uikit/uicollectionview"),
        uikit("UICollectionViewCell", [.name("UICollectionViewCell")], iOS: "6", tvOS: "9", "uikit/uicollectionviewcell"),
        uikit("UICollectionViewDataSource", [.name("UICollectionViewDataSource")], iOS: "6", tvOS: "9", "uikit/uicollectionviewdatasource"),
        uikit("UITableViewDiffableDataSource", [.name("UITableViewDiffableDataSource")], iOS: "13", tvOS: "13", "uikit/uitableviewdiffabledatasource-2euir"),
        uikit("UICollectionViewDiffableDataSource", [.name("UICollectionViewDiffableDataSource")], iOS: "13", tvOS: "13", "uikit/uicollectionviewdiffabledatasource-9tqpa"),
        AvailabilityEntry(
            name: "NSDiffableDataSourceSnapshot", uses: [.name("NSDiffableDataSourceSnapshot")],
            availability: Availability([.iOS: "13", .tvOS: "13", .macOS: "10.15.1"], unavailable: [.watchOS]),
            source: page + "uikit/nsdiffabledatasourcesnapshot-swift.struct and appkit/nsdiffabledatasourcesnapshot-swift.struct"),
        uikit("UITableView.reconfigureRows(at:)", [.member("reconfigureRows")], iOS: "15", tvOS: "15", "uikit/uitableview/reconfigurerows(at:)"),
        uikit("reconfigureItems", [.member("reconfigureItems")], iOS: "15", tvOS: "15", "uikit/uicollectionview/reconfigureitems(at:) and uikit/nsdiffabledatasourcesnapshot-swift.struct/reconfigureitems(_:)"),
        uikit("hasUncommittedUpdates", [.member("hasUncommittedUpdates")], iOS: "11", tvOS: "11", "uikit/uitableview/hasuncommittedupdates and uikit/uicollectionview/hasuncommittedupdates"),
        uikit("applySnapshotUsingReloadData", [.member("applySnapshotUsingReloadData")], iOS: "15", tvOS: "15", "uikit/uicollectionviewdiffabledatasource-9tqpa/applysnapshotusingreloaddata(_:completion:)"),
        uikit("UITableView.Style.insetGrouped", [.member("insetGrouped")], iOS: "13", tvOS: nil, "uikit/uitableview/style-swift.enum/insetgrouped"),
        appkit("NSTableView", macOS: "10", "appkit/nstableview"),
        appkit("NSCollectionView", macOS: "10.5", "appkit/nscollectionview"),
        appkit("NSCollectionViewDiffableDataSource", macOS: "10.15.1", "appkit/nscollectionviewdiffabledatasource-axww"),
        appkit("NSTableViewDiffableDataSource", macOS: "11", "appkit/nstableviewdiffabledatasource-c5gl"),
    ]
}()
