@testable import ItemizeRuntime

/// What a data source schedules for later (its looks for the end of a drop
/// or a move, `scheduleCommitCheck`, or its batch deadlines,
/// `scheduleBatchDeadline`), held until a test runs it, so that nothing
/// depends on timing.
@MainActor final class HeldCallbacks {
    private var callbacks: [@MainActor @Sendable () -> Void] = []
    /// How many are held.
    var count: Int { callbacks.count }

    /// Holds what `dataSource` schedules through `schedule`.
    init<Section>(
        _ dataSource: SectionedDataSource<Section>,
        _ schedule: ReferenceWritableKeyPath<SectionedDataSource<Section>, (@escaping @MainActor @Sendable () -> Void) -> Void>
    ) {
        dataSource[keyPath: schedule] = { [unowned self] callback in callbacks.append(callback) }
    }

    /// Runs those held so far (not those they schedule).
    func run() {
        let due = callbacks
        callbacks = []
        for callback in due { callback() }
    }

    /// Runs the oldest held only.
    func runOldest() {
        callbacks.removeFirst()()
    }
}
