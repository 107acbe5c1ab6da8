/// The last step of `itemize generate` into files: with `--check`, compare
/// and report stale outputs; otherwise write the outputs whose bytes
/// changed, creating their folders first.
///
/// - Parameters:
///   - outputs: Every spec's code and its file, all generated already.
///   - isCheck: Compare instead of writing.
///   - regenerateArguments: The arguments `--check` tells the user to run.
///   - cache: Where to record, for each output with an inputs fingerprint,
///     the stamp of its file once the file holds it.
/// - Throws: `CommandLineFailure.staleOutputs` or `.fileSystem`.
func finishGeneration(
    _ outputs: [GeneratedOutput], isCheck: Bool, regenerateArguments: [String], cache: OutputCache? = nil
) throws(CommandLineFailure) {
    if isCheck {
        let stale: [GeneratedOutput]
        do throws(FileSystemError) {
            stale = try staleOutputs(outputs)
        } catch {
            throw .fileSystem(error)
        }
        guard stale.isEmpty else {
            let command = (["itemize"] + regenerateArguments).map(shellQuoted).joined(separator: " ")
            throw .staleOutputs(stale, regenerateCommand: command)
        }
        return
    }
    do throws(FileSystemError) {
        try writeOutputs(outputs) { index, stamp in
            if let cache, let fingerprint = outputs[index].inputsFingerprint {
                cache.record(
                    outputPath: outputs[index].outputPath, fingerprint: fingerprint, stamp: stamp, contents: outputs[index].bytes)
            }
        }
    } catch {
        throw .fileSystem(error)
    }
}
