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
/// - Returns: The generated code, in spec order.
/// - Throws: `CommandLineFailure.invalidSpecs` with every problem of every
///   spec, not only the first spec's.
func generateAll(specPaths: [String], pipeline: GeneratorPipeline) throws(CommandLineFailure) -> [String] {
    var contents: [String] = []
    var problems: [SpecProblem] = []
    for specPath in specPaths {
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
        do throws(DiagnosticError) {
            contents.append(try pipeline.generate(specBytes: bytes, file: specPath))
        } catch {
            problems += error.diagnostics.map(SpecProblem.invalid)
        }
    }
    guard problems.isEmpty else { throw .invalidSpecs(problems) }
    return contents
}
