import Foundation

/// Whether this is the exhaustive run (`ITEMIZE_EXHAUSTIVE=1`, which
/// `Scripts/test-exhaustive.sh` sets): the tests that try a sample by
/// default (of the generated names, the interrupts, the fuzzed specs) then
/// try everything, which takes several minutes more.
public var isExhaustiveRun: Bool {
    ProcessInfo.processInfo.environment["ITEMIZE_EXHAUSTIVE"] == "1"
}
