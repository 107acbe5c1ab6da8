#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads and generates every spec in memory, so that nothing is written
/// unless all of them succeed.
///
/// With a cache, a spec whose output the cache shows up to date is read
/// and hashed but not parsed, validated or rendered; it has no errors to
/// report, since its output was generated from these very bytes.
///
/// - Parameters:
///   - specPaths: The specs, as given.
///   - outputPaths: Each spec's output file, for the cache; nil for
///     standard output.
///   - cache: The output cache, or nil to generate every spec.
///   - makePipeline: Builds the pipeline, called once and only when a spec
///     must be generated: parsing the templates is part of what a run
///     where nothing changed saves.
/// - Returns: Each spec's code (nil when skipped), in spec order.
/// - Throws: `CommandLineFailure.invalidSpecs` with every problem of every
///   spec, not only the first spec's.
func generateAll(
    specPaths: [String], outputPaths: [String]? = nil, cache: OutputCache? = nil, pipeline makePipeline: () -> GeneratorPipeline
) throws(CommandLineFailure) -> [SpecGeneration] {
    var generations: [SpecGeneration] = []
    var problems: [SpecProblem] = []
    var pipeline: GeneratorPipeline?
    for (index, specPath) in specPaths.enumerated() {
        let bytes: [UInt8]
        do throws(FileSystemError) {
            guard let read = try readFileBytes(atPath: specPath) else {
                problems.append(.unreadable(FileSystemError(path: specPath, action: "read the spec", errorNumber: ENOENT)))
                continue
            }
            bytes = read
        } catch {
            problems.append(.unreadable(FileSystemError(path: specPath, action: "read the spec", reason: error.reason)))
            continue
        }
        var fingerprint: String?
        if let cache, let outputPaths {
            let specFingerprint = cache.fingerprint(specBytes: bytes, specPath: specPath)
            if cache.isUpToDate(outputPath: outputPaths[index], fingerprint: specFingerprint) {
                generations.append(SpecGeneration(contents: nil, fingerprint: specFingerprint))
                continue
            }
            fingerprint = specFingerprint
        }
        let built = pipeline ?? makePipeline()
        pipeline = built
        do throws(DiagnosticError) {
            generations.append(SpecGeneration(contents: try built.generateBytes(specBytes: bytes, file: specPath), fingerprint: fingerprint))
        } catch {
            problems += error.diagnostics.map(SpecProblem.invalid)
        }
    }
    guard problems.isEmpty else { throw .invalidSpecs(problems) }
    return generations
}
