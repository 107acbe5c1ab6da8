#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The floor: what any generator must at least do, in a process started
/// like itemize. Reads the spec and writes its bytes to `outputPath`; with
/// `readingOutput`, reads the spec and the existing output and writes
/// nothing, the floor of a run that finds nothing changed.
///
/// - Returns: The exit code.
func runFloor(specPath: String, outputPath: String, readingOutput: Bool) -> Int32 {
    guard let spec = readWholeFile(specPath) else { return 1 }
    if readingOutput {
        return readWholeFile(outputPath) == nil ? 1 : 0
    }
    let descriptor = open(outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { return 1 }
    defer { close(descriptor) }
    var offset = 0
    while offset < spec.count {
        let written = spec.withUnsafeBytes { write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
        guard written > 0 else { return 1 }
        offset += written
    }
    return 0
}
