/// What `generateAll` made of one spec.
struct SpecGeneration: Sendable {
    /// The generated code as UTF-8, or nil when the output cache showed the
    /// spec's output up to date and the spec was not generated.
    var contents: [UInt8]?
    /// The fingerprint of the spec's inputs, when a cache is in use: what
    /// to record once the output is written.
    var fingerprint: String?
}
