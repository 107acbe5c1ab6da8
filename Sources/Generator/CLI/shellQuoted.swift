/// `argument` as a POSIX shell would need it typed, so the command that
/// `--check` prints can be pasted as is.
func shellQuoted(_ argument: String) -> String {
    let plain = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-./=:@%+,"
    if !argument.isEmpty, argument.allSatisfy({ plain.contains($0) }) {
        return argument
    }
    return "'" + argument.map { $0 == "'" ? #"'\''"# : String($0) }.joined() + "'"
}
