@testable import ItemizeGenerator

extension GeneratedOutput {
    /// An output of `text`, for tests of the output stage.
    init(specPath: String, outputPath: String, text: String) {
        self.init(specPath: specPath, outputPath: outputPath, bytes: Array(text.utf8))
    }
}
