import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs `executable` with `arguments`, standard output and error sent to
/// /dev/null, and waits for it.
///
/// `posix_spawn` and `waitpid` directly, so the parent adds as little as
/// possible to the time measured: the same for the floor and for itemize.
///
/// - Returns: The wall time from spawning to reaping and the child's CPU
///   time (user and system), in seconds, and the exit status (-1 if it did
///   not exit normally). CPU time stays meaningful on a busy machine, where
///   wall time includes waiting for a core.
func runProcess(_ executable: String, _ arguments: [String]) -> (seconds: Double, cpuSeconds: Double, status: Int32) {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }

    // A monotonic clock available at the package's minimums (ContinuousClock
    // needs macOS 13).
    let start = DispatchTime.now().uptimeNanoseconds
    var pid = pid_t()
    guard posix_spawnp(&pid, executable, &actions, nil, argv, environ) == 0 else {
        return (0, 0, -1)
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    // WIFEXITED and WEXITSTATUS are macros Swift does not import.
    let exited = status & 0x7F == 0
    let cpuSeconds = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
        + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    return (seconds, cpuSeconds, exited ? (status >> 8) & 0xFF : -1)
}
