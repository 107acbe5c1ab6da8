/// An Apple platform the package builds for, in the order messages name them.
enum ApplePlatform: String, CaseIterable {
    case iOS, macOS, tvOS, watchOS, visionOS, macCatalyst

    /// The platform as a person writes it.
    var displayName: String { self == .macCatalyst ? "Mac Catalyst" : rawValue }

    /// The platform an `@available`, `#available`, `os(...)` or manifest
    /// name stands for: `iOS`, `iOSApplicationExtension`, `OSX`, `xrOS`...
    init?(availabilityName name: String) {
        let names = ["ios": Self.iOS, "macos": .macOS, "osx": .macOS, "tvos": .tvOS, "watchos": .watchOS,
                     "visionos": .visionOS, "xros": .visionOS, "maccatalyst": .macCatalyst]
        var key = name.lowercased()
        if key.hasSuffix("applicationextension") { key.removeLast("applicationextension".count) }
        guard let platform = names[key] else { return nil }
        self = platform
    }
}

/// A version such as `10.15.4`; `13.0` and `13` are the same.
struct OSVersion: Comparable, CustomStringConvertible {
    let parts: [Int]

    /// Reads `13`, `10.15.4`, or a manifest's `v10_15`.
    init?(_ text: String) {
        let numbers = text.hasPrefix("v") ? text.dropFirst().split(separator: "_") : text.split(separator: ".")
        let parts = numbers.compactMap { Int($0) }
        guard !parts.isEmpty, parts.count == numbers.count else { return nil }
        self.init(parts: parts)
    }

    init(parts: [Int]) {
        var parts = parts
        while parts.count > 1, parts.last == 0 { parts.removeLast() }
        self.parts = parts
    }

    var description: String { parts.map(String.init).joined(separator: ".") }

    static func < (left: OSVersion, right: OSVersion) -> Bool { left.parts.lexicographicallyPrecedes(right.parts) }
}

/// What an `@available` or `#available` says per platform: the version it
/// needs (or, as a guard, guarantees), or that it is unavailable there. A
/// platform it does not name is not constrained, except that Mac Catalyst
/// and visionOS follow iOS unless named, as the compiler has them do.
struct Availability {
    var introduced: [ApplePlatform: OSVersion] = [:]
    var unavailable: Set<ApplePlatform> = []

    /// Availability with these versions: `[.iOS: "13", .macOS: "10.15"]`.
    init(_ versions: [ApplePlatform: String] = [:], unavailable: Set<ApplePlatform> = []) {
        introduced = versions.compactMapValues { OSVersion($0) }
        self.unavailable = unavailable
    }

    /// Reads the arguments of an `@available(...)` or `#available(...)`:
    /// `iOS 13.0, macOS 10.15, *`, `iOS, introduced: 15.0`, `watchOS,
    /// unavailable`. `swift 5`, `*, deprecated` and messages name no
    /// platform's version and are left out.
    init(arguments: [SwiftToken]) {
        let groups = arguments.split { $0.text == "," }
        guard let first = groups.first, let platform = ApplePlatform(availabilityName: first[first.startIndex].text) else { return }
        if first.count == 1 {
            for group in groups.dropFirst() {
                if group.first?.text == "unavailable" { unavailable.insert(platform) }
                if group.first?.text == "introduced", let version = group.last.flatMap({ OSVersion($0.text) }) { introduced[platform] = version }
            }
        }
        for group in groups where group.count == 2 {
            if let platform = ApplePlatform(availabilityName: group[group.startIndex].text), let version = OSVersion(group[group.startIndex + 1].text) {
                introduced[platform] = version
            }
        }
    }

    var isEmpty: Bool { introduced.isEmpty && unavailable.isEmpty }

    /// The version needed on `platform`, if any. Mac Catalyst takes iOS's
    /// (its versions are iOS's); visionOS 1 stands for iOS 17 and anything
    /// earlier, visionOS 2 for iOS 18, and from 26 they are equal.
    func version(on platform: ApplePlatform) -> OSVersion? {
        if let version = introduced[platform] { return version }
        guard let iOS = introduced[.iOS] else { return nil }
        switch platform {
        case .macCatalyst: return max(iOS, OSVersion(parts: [13]))
        case .visionOS: return iOS.parts[0] >= 26 ? iOS : OSVersion(parts: [max(1, iOS.parts[0] - 16)])
        default: return nil
        }
    }

    func isUnavailable(on platform: ApplePlatform) -> Bool {
        unavailable.contains(platform) || ([.macCatalyst, .visionOS].contains(platform) && introduced[platform] == nil && unavailable.contains(.iOS))
    }

    /// Either of two declarations, when a use cannot tell which: the lower
    /// version per platform, none where either needs none.
    func loosened(by other: Availability) -> Availability {
        var result = Availability()
        for platform in ApplePlatform.allCases {
            if let mine = version(on: platform), let theirs = other.version(on: platform) { result.introduced[platform] = min(mine, theirs) }
        }
        result.unavailable = unavailable.intersection(other.unavailable)
        return result
    }

    /// Both at once, as nested guards are: the higher version per platform.
    func raised(by other: Availability) -> Availability {
        var result = self
        for platform in ApplePlatform.allCases {
            result.introduced[platform] = [version(on: platform), other.version(on: platform)].compactMap { $0 }.max()
        }
        result.unavailable.formUnion(other.unavailable)
        return result
    }
}
