/// Finds two specs that would write one file, also when the two output
/// paths differ only in letter case: a case-insensitive disk (the macOS
/// default) holds one file for both. The command line and a config each
/// run it over their specs in order.
struct OutputClashChecker {
    /// The mark around each path in a message: `'` on the command line,
    /// `"` in a config, as each one's other messages quote paths.
    let quote: String
    /// The first spec and output seen for each lowercased output path.
    private var firstByOutput: [String: (specPath: String, outputPath: String)] = [:]

    /// A checker that has seen no spec yet.
    init(quote: String) {
        self.quote = quote
    }

    /// Records that `specPath` writes `outputPath`, unless an earlier spec
    /// writes that file already.
    ///
    /// - Returns: The error naming both specs and outputs when one does,
    ///   else nil.
    mutating func add(outputPath: String, of specPath: String) -> String? {
        let key = outputPath.lowercased()
        guard let earlier = firstByOutput[key] else {
            firstByOutput[key] = (specPath, outputPath)
            return nil
        }
        let specs = "\(quote)\(earlier.specPath)\(quote) and \(quote)\(specPath)\(quote)"
        if earlier.outputPath == outputPath {
            return "\(specs) would both be written to \(quote)\(outputPath)\(quote)"
        }
        return "\(specs) would be written to \(quote)\(earlier.outputPath)\(quote) and \(quote)\(outputPath)\(quote), "
            + "one file on a case-insensitive disk (the macOS default)"
    }
}
