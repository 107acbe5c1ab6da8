/// The code generated from one spec and the file it belongs in.
struct GeneratedOutput: Equatable, Sendable {
    /// The spec's path as the user typed it.
    var specPath: String
    /// The output file's path, built from what the user typed.
    var outputPath: String
    /// The generated Swift code as the UTF-8 the file gets: kept as bytes
    /// from the renderer to the writer, since converting megabytes of code
    /// to a `String` and back copied and validated it twice.
    var bytes: [UInt8]
    /// The fingerprint of the inputs it was generated from, recorded in the
    /// output cache once the file holds it; nil when no cache is in use.
    var inputsFingerprint: String? = nil

    init(specPath: String, outputPath: String, bytes: [UInt8], inputsFingerprint: String? = nil) {
        self.specPath = specPath
        self.outputPath = outputPath
        self.bytes = bytes
        self.inputsFingerprint = inputsFingerprint
    }

    init(specPath: String, outputPath: String, contents: String, inputsFingerprint: String? = nil) {
        self.init(specPath: specPath, outputPath: outputPath, bytes: Array(contents.utf8), inputsFingerprint: inputsFingerprint)
    }

    /// The generated Swift code.
    var contents: String {
        get { String(decoding: bytes, as: UTF8.self) }
        set { bytes = Array(newValue.utf8) }
    }
}
