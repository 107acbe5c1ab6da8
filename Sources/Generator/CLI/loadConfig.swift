#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads, parses and validates the config at `path`, and checks that every
/// spec and the templates folder it names exist.
///
/// - Throws: `CommandLineFailure.fileSystem` if the config cannot be read,
///   `CommandLineFailure.invalidConfig` with every problem found in it.
func loadConfig(atPath path: String) throws(CommandLineFailure) -> ItemizeConfig {
    let bytes: [UInt8]
    do throws(FileSystemError) {
        guard let read = try readFileBytes(atPath: path) else {
            throw FileSystemError(path: path, action: "read the config", errorNumber: ENOENT)
        }
        bytes = read
    } catch {
        throw .fileSystem(FileSystemError(path: path, action: "read the config", reason: error.reason))
    }
    let config: ItemizeConfig
    do throws(DiagnosticError) {
        config = try validateConfig(try parseJSON(bytes, file: path), file: path)
    } catch {
        throw .invalidConfig(error.diagnostics)
    }
    let missing = missingConfigFiles(config)
    guard missing.isEmpty else { throw .invalidConfig(missing) }
    return config
}
