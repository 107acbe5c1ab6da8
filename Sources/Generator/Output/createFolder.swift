#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Creates `folder` and its missing parents, as `mkdir -p` does.
///
/// An existing folder is left alone, without even trying to create it: a
/// sandboxed build phase may not touch what it did not declare. Something
/// else already at the path is left too; writing into it fails then, with
/// the system's reason.
///
/// - Throws: `FileSystemError` naming the folder that could not be made.
func createFolder(_ folder: String) throws(FileSystemError) {
    var status = stat()
    guard stat(folder, &status) != 0 else { return }
    let parent = splitPath(folder).folder
    if parent != folder {
        try createFolder(parent)
    }
    guard mkdir(folder, 0o777) == 0 || errno == EEXIST else {
        throw FileSystemError(path: folder, action: "create the folder")
    }
}
