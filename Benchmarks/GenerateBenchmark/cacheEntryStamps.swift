import Foundation

/// The stamp of every entry in itemize's output cache folder, by name.
func cacheEntryStamps(in folder: String) -> [String: FileStamp] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return Dictionary(uniqueKeysWithValues: names.compactMap { name in FileStamp(path: "\(folder)/\(name)").map { (name, $0) } })
}
