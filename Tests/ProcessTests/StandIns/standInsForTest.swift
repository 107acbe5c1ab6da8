import XCTest

/// The shared stand-in build `shared` for one test: skipped off Linux,
/// where the real Apple frameworks would shadow the stand-ins; a build that
/// failed fails the test with its message.
func standInsForTest<Build>(_ shared: Result<Build, StandInFailure>) throws -> Build {
    #if !os(Linux)
        throw XCTSkip("the real Apple frameworks would shadow the stand-ins")
    #else
        switch shared {
        case .success(let build): return build
        case .failure(let failure):
            XCTFail(failure.message)
            throw failure
        }
    #endif
}
