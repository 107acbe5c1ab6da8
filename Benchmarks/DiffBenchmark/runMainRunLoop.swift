import Foundation

/// Runs the main thread's run loop for good; call `exit` to end. The main
/// actor's jobs then run on the main thread: with `dispatchMain()`, which
/// top-level `await` uses, Linux's libdispatch parks the main thread and
/// runs them on a worker thread, so the main thread's CPU time would not
/// be the main actor's.
func runMainRunLoop() -> Never {
    while true { RunLoop.main.run() }
}
