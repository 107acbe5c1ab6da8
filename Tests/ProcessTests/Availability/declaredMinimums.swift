/// The minimum platforms a manifest's `platforms:` declares, with SwiftPM's
/// own for the platforms it leaves out: iOS 12, tvOS 12, macOS 10.13 and
/// watchOS 4 (the oldest SwiftPM 6 builds for); Mac Catalyst and visionOS
/// follow iOS unless declared.
///
/// Reads `.iOS(.v13)`, `.macOS(.v10_15)` and `.macOS("10.15.4")`.
func declaredMinimums(inManifest text: String) -> Availability {
    var minimums = Availability([.iOS: "12", .tvOS: "12", .macOS: "10.13", .watchOS: "4"])
    let tokens = swiftTokens(in: text)
    guard let start = tokens.indices.first(where: { index in
        tokens[index].text == "platforms" && tokens.dropFirst(index + 1).prefix(2).map(\.text) == [":", "["]
    }) else { return minimums }
    var index = start + 3
    while index + 4 < tokens.count, tokens[index].text != "]" {
        if tokens[index].text == ".", let platform = ApplePlatform(availabilityName: tokens[index + 1].text), tokens[index + 2].text == "(" {
            let argument = tokens[index + 3].text == "." ? tokens[index + 4] : tokens[index + 3]
            if let version = OSVersion(argument.text) { minimums.introduced[platform] = version }
        }
        index += 1
    }
    return minimums
}
