#if canImport(Observation)
    import Observation

    /// `SectionedArray` is observable where the Observation module exists:
    /// reading `sections` or `item(at:)` in a tracked scope (a SwiftUI
    /// view's body) registers an access, and each delivery of changesets is
    /// announced as a change of `sections`.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    extension SectionedArray: Observable {}

    /// Holds the registrar in a class, so that the array can store it in a
    /// property of a type every supported OS has.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    final class ObservationBox {
        let registrar = ObservationRegistrar()
    }
#endif

extension SectionedArray {
    /// A registrar box on an OS with Observation, else nil.
    static func makeObservation() -> AnyObject? {
        #if canImport(Observation)
            if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *) {
                return ObservationBox()
            }
        #endif
        return nil
    }

    /// Registers a read of `sections` with the scope tracking it, if any.
    ///
    /// - Complexity: O(1).
    func trackAccess() {
        #if canImport(Observation)
            if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *),
               let box = observation as? ObservationBox
            {
                box.registrar.access(self, keyPath: \.sections)
            }
        #endif
    }

    /// Tells the scopes tracking `sections` that it changed. The change is
    /// already made: Observation's `willSet` is what SwiftUI reacts to, and
    /// SwiftUI reads the value later, on the main actor, where this runs.
    func announceChange() {
        #if canImport(Observation)
            if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *),
               let box = observation as? ObservationBox
            {
                box.registrar.willSet(self, keyPath: \.sections)
                box.registrar.didSet(self, keyPath: \.sections)
            }
        #endif
    }
}
