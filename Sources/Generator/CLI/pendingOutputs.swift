/// The outputs a run must still write or compare: those of the specs that
/// were generated, each with its inputs fingerprint for the cache.
///
/// - Parameters:
///   - generations: What `generateAll` made of each spec, in spec order.
///   - specPaths: The specs, as given.
///   - outputPaths: Each spec's output file.
/// - Returns: The outputs, and which specs were generated or skipped.
func pendingOutputs(
    _ generations: [SpecGeneration], specPaths: [String], outputPaths: [String]
) -> (outputs: [GeneratedOutput], report: GenerationReport) {
    var outputs: [GeneratedOutput] = []
    var report = GenerationReport()
    for (index, generation) in generations.enumerated() {
        guard let contents = generation.contents else {
            report.upToDateSpecs.append(specPaths[index])
            continue
        }
        report.generatedSpecs.append(specPaths[index])
        outputs.append(GeneratedOutput(
            specPath: specPaths[index], outputPath: outputPaths[index], bytes: contents, inputsFingerprint: generation.fingerprint))
    }
    return (outputs, report)
}
