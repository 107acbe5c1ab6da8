#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The temporary files that exist right now, kept where a signal handler
/// can reach them without allocating: when a run is interrupted (Ctrl-C,
/// SIGINT) or cancelled by a build system (SIGTERM, SIGHUP) between creating
/// a temporary file and renaming it into place, the handler unlinks every
/// registered file and then lets the signal end the process as it would
/// have, so no stray `.X.swift.itemize-XXXXXX` is left beside the outputs.
///
/// The paths live in one C buffer allocated before the handlers are
/// installed: a slot's first byte says whether it is in use, the path
/// follows it. The handler only reads the buffer and calls `unlink`,
/// `signal` and `raise`, all async-signal-safe.
enum TemporaryFileRegistry {
    /// How many temporary files can be registered at once; a run with more
    /// outputs than this still works, the extra ones are just not cleaned
    /// up on a signal.
    static let slotCount = 256
    /// The room for one path and its terminating NUL, after the in-use byte.
    static let slotSize = Int(PATH_MAX) + 1
    /// The signals after which the temporary files are removed.
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Copies `template` (a `mkstemp` template, NUL-terminated) into a free
    /// slot, marks the slot in use and returns where the path is, for
    /// `mkstemp` to fill in place: from then on the file it creates is
    /// removed on a signal. Installs the handlers on first use.
    ///
    /// - Returns: The slot, or nil when every slot is taken or the path is
    ///   too long; the caller then uses a buffer of its own.
    static func claim(template: [CChar]) -> Slot? {
        guard template.count <= slotSize - 1, template.last == 0 else { return nil }
        registryLock.lock()
        defer { registryLock.unlock() }
        let base = installedBuffer()
        for index in 0..<slotCount where base[index * slotSize] == 0 {
            let slot = Slot(index: index)
            template.withUnsafeBufferPointer { source in
                slot.path.update(from: source.baseAddress!, count: source.count)
            }
            // The path is complete before the slot is marked, so the
            // handler never unlinks half a name; strlen keeps the compiler
            // from moving the mark above the copy.
            _ = strlen(slot.path)
            base[index * slotSize] = 1
            return slot
        }
        return nil
    }

    /// Marks `slot` free; call it once its file is renamed or removed.
    static func release(_ slot: Slot) {
        registryLock.lock()
        defer { registryLock.unlock() }
        slot.path[-1] = 0
    }

    /// One registered path.
    struct Slot: Equatable {
        var index: Int

        /// The NUL-terminated path in the registry's buffer.
        var path: UnsafeMutablePointer<CChar> {
            // Only made after the buffer is installed.
            registryBuffer.unsafelyUnwrapped + index * TemporaryFileRegistry.slotSize + 1
        }
    }

    /// The buffer, allocated and the handlers installed on first use.
    private static func installedBuffer() -> UnsafeMutablePointer<CChar> {
        if let registryBuffer {
            return registryBuffer
        }
        // calloc, not allocate and fill: a megabyte this size comes zeroed
        // from the kernel, and its pages cost nothing until a slot is used,
        // where filling it faulted in all 256 of them on every run.
        guard let zeroed = calloc(slotCount * slotSize, 1) else {
            preconditionFailure("out of memory for the temporary file registry")
        }
        let buffer = zeroed.bindMemory(to: CChar.self, capacity: slotCount * slotSize)
        previousHandlers.initialize(repeating: 0, count: handlerTableSize)
        registryBuffer = buffer
        for signalNumber in signals {
            let previous = signal(signalNumber, removeTemporaryFilesAndResignal)
            let previousBits = unsafeBitCast(previous, to: Int.self)
            if previousBits == unsafeBitCast(SIG_IGN, to: Int.self) {
                // Ignored on purpose (nohup, a background job): keep it so.
                signal(signalNumber, SIG_IGN)
            }
            previousHandlers[Int(signalNumber)] = previousBits
        }
        return buffer
    }
}

/// Guards claiming and releasing slots between threads; the handler takes
/// no lock.
private let registryLock = NSLock()

/// The slots, nil until the first claim. Written once, under the lock,
/// before any handler is installed.
nonisolated(unsafe) private var registryBuffer: UnsafeMutablePointer<CChar>?

/// Room for the disposition each signal had before ours, by signal number.
private let handlerTableSize = 65
nonisolated(unsafe) private let previousHandlers = UnsafeMutablePointer<Int>.allocate(capacity: handlerTableSize)

/// Unlinks every registered temporary file, puts back the signal's previous
/// disposition and raises it again, so the process ends (or the previous
/// handler runs) exactly as without Itemize's handler.
private func removeTemporaryFilesAndResignal(_ signalNumber: Int32) {
    if let buffer = registryBuffer {
        var index = 0
        while index < TemporaryFileRegistry.slotCount {
            let slot = buffer + index * TemporaryFileRegistry.slotSize
            if slot.pointee != 0 {
                unlink(slot + 1)
            }
            index += 1
        }
    }
    let previous = signalNumber >= 0 && Int(signalNumber) < handlerTableSize ? previousHandlers[Int(signalNumber)] : 0
    signal(signalNumber, unsafeBitCast(previous, to: (@convention(c) (Int32) -> Void)?.self))
    raise(signalNumber)
}
