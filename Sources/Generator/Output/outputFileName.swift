/// The Swift file a spec becomes in an output folder: `Feed.itemize.json`
/// and `Feed.json` both become `Feed.swift`, any other name gains `.swift`.
func outputFileName(forSpecPath specPath: String) -> String {
    let name = specPath.split(separator: "/").last.map(String.init) ?? specPath
    for suffix in [".itemize.json", ".json"] where name.hasSuffix(suffix) && name.count > suffix.count {
        return name.dropLast(suffix.count) + ".swift"
    }
    return name + ".swift"
}
