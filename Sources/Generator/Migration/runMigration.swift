/// The arguments of `itemize migrate`, each as typed.
struct MigrateOptions: Equatable, Sendable {
    /// The specs, in order.
    var specPaths: [String] = []
    /// `--check`.
    var isCheck = false
    /// `--views`, and the rest of what the steps are told.
    var migration = MigrationOptions()
}

/// Runs `itemize migrate`: migrates every spec in memory and prints a
/// `FILE:LINE:COL: note:` line per change, then writes the specs that
/// changed, each atomically (`writeOutputs`), or with `--check` writes
/// nothing and fails if any spec needs migrating. Nothing is written
/// unless every spec could be read and migrated.
///
/// - Throws: `CommandLineFailure.invalidInput` with every problem of every
///   spec, `.unmigratedSpecs` for `--check`, or `.fileSystem`.
func runMigration(_ options: MigrateOptions, standardOutput: inout some TextOutputStream) throws(CommandLineFailure) {
    var migrated: [GeneratedOutput] = []
    var notes: [[Diagnostic]] = []
    var problems: [String] = []
    for path in options.specPaths {
        let bytes: [UInt8]
        do throws(CommandLineFailure) {
            bytes = try readInputFile(atPath: path, action: "read the spec")
        } catch {
            problems += error.lines
            continue
        }
        do throws(DiagnosticError) {
            let result = try migrateSpec(bytes, file: path, options: options.migration)
            if result.bytes != bytes {
                migrated.append(GeneratedOutput(specPath: path, outputPath: path, bytes: result.bytes))
                notes.append(result.notes)
            }
        } catch {
            problems += error.diagnostics.map(\.description)
        }
    }
    guard problems.isEmpty else { throw .invalidInput(problems) }
    for (spec, specNotes) in zip(migrated, notes) {
        specNotes.forEach { standardOutput.write($0.description + "\n") }
        if !options.isCheck {
            let changes = specNotes.count == 1 ? "1 change" : "\(specNotes.count) changes"
            standardOutput.write("migrated \(spec.specPath) (\(changes))\n")
        }
    }
    guard !options.isCheck else {
        guard migrated.isEmpty else {
            var arguments = ["itemize", "migrate"]
            if let view = options.migration.view { arguments += [CommandLineOption.views.name, view.rawValue] }
            throw .unmigratedSpecs(migrated.map(\.specPath), migrateCommand: arguments.joined(separator: " "))
        }
        return
    }
    do throws(FileSystemError) {
        try writeOutputs(migrated)
    } catch {
        throw .fileSystem(error)
    }
}
