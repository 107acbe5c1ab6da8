/// One cell of the build-settings matrix: the flags with which an app
/// target compiles the generated file and the code that uses it. The file
/// lives in the user's target, so it must build under each setting Xcode
/// offers, not only under this package's own.
struct BuildSetting: Sendable, CustomStringConvertible {
    /// A short name for failure messages and tables.
    let name: String
    /// The compiler flags of the setting: the language mode, the default
    /// isolation and the upcoming features it turns on.
    let flags: [String]

    var description: String { name }

    /// Whether declarations without isolation of their own are main-actor
    /// isolated, as in a new Xcode 26 app target.
    var isMainActorByDefault: Bool { flags.contains("MainActor") }

    /// Swift 6, nonisolated by default: this package's own setting.
    static let swift6 = BuildSetting(name: "Swift 6", flags: ["-swift-version", "6"])

    /// The settings checked, from this package's own to what Xcode 26 gives
    /// a new app target (`Default Actor Isolation = MainActor`, and
    /// "Approachable Concurrency", which turns on the five upcoming features
    /// of the fourth).
    static let all: [BuildSetting] = [
        swift6,
        BuildSetting(name: "Swift 6, MainActor", flags: ["-swift-version", "6"] + mainActor),
        BuildSetting(
            name: "Swift 6, MainActor, nonsending, isolated conformances",
            flags: ["-swift-version", "6"] + mainActor
                + features(["NonisolatedNonsendingByDefault", "InferIsolatedConformances"])),
        BuildSetting(
            name: "Swift 5, MainActor, approachable concurrency",
            flags: ["-swift-version", "5"] + mainActor
                + features([
                    "NonisolatedNonsendingByDefault", "InferIsolatedConformances", "InferSendableFromCaptures",
                    "GlobalActorIsolatedTypesUsability", "DisableOutwardActorInference",
                ])),
        BuildSetting(name: "Swift 5", flags: ["-swift-version", "5"]),
    ]

    private static let mainActor = ["-default-isolation", "MainActor"]

    private static func features(_ names: [String]) -> [String] {
        names.flatMap { ["-enable-upcoming-feature", $0] }
    }
}
