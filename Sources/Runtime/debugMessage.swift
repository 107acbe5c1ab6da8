/// Prints `message` after "Itemize: " in debug builds of the runtime and
/// does nothing in release builds, where `message` is not even built.
func debugMessage(_ message: @autoclosure () -> String) {
    #if DEBUG
        print("Itemize: " + message())
    #endif
}
