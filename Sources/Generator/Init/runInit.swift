#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The file `itemize init` writes when no path is given, or inside a
/// folder given as the path.
let starterSpecFileName = "List.itemize.json"

/// Runs `itemize init`: writes the starter spec to `path` (a file, or a
/// folder to write `List.itemize.json` into), never over an existing file.
///
/// - Parameters:
///   - path: The path given on the command line, or nil for
///     `List.itemize.json` in the current folder.
///   - isCollection: Write a collection view's spec, else a table view's.
/// - Returns: The path written.
/// - Throws: `CommandLineFailure.usage` if a file is already there, which
///   is left as it was; `.fileSystem` if the spec cannot be written (a
///   missing folder), and then no file is left behind.
func runInit(path: String?, isCollection: Bool) throws(CommandLineFailure) -> String {
    var specPath = path ?? starterSpecFileName
    if path != nil, specPath.hasSuffix("/") || isFolder(atPath: specPath) == true {
        specPath = (specPath.hasSuffix("/") ? specPath : specPath + "/") + starterSpecFileName
    }
    let bytes = Array(starterSpec(fileName: splitPath(specPath).name, isCollection: isCollection).utf8)
    // O_EXCL makes the check and the creation one step: an existing file,
    // or a link to one, is never opened, let alone replaced.
    let descriptor = open(specPath, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    guard descriptor >= 0 else {
        if errno == EEXIST {
            throw .usage("'\(specPath)' already exists; 'itemize init' never replaces a file, so name another path")
        }
        throw .fileSystem(FileSystemError(path: specPath, action: "write the spec"))
    }
    var failure: FileSystemError?
    do throws(FileSystemError) {
        try writeAllBytes(bytes, to: descriptor, path: specPath)
    } catch {
        failure = error
    }
    if close(descriptor) != 0, failure == nil {
        failure = FileSystemError(path: specPath, action: "write the spec")
    }
    if let failure {
        // The file is new: removing it leaves the folder as it was.
        unlink(specPath)
        throw .fileSystem(failure)
    }
    return specPath
}
