/// The measurements for one spec size.
struct GenerationRow {
    var itemCount: Int
    var specBytes: Int
    var outputBytes: Int
    /// Median seconds of the floor: read the spec, write its bytes.
    var floor: Double
    /// Median seconds of `itemize generate SPEC --output OUT`, OUT absent.
    var generate: Double
    /// Median CPU seconds (user and system) of the floor and of itemize.
    var floorCPU: Double
    var generateCPU: Double
    /// Median wall and CPU seconds of the baseline itemize, if given.
    var baseline: Double?
    var baselineCPU: Double?
    /// Median seconds of the same command once OUT is up to date.
    var noOp: Double
    /// Median seconds of reading the spec and the existing output.
    var readFloor: Double
    /// Whether the no-op runs left the output's inode, modification time
    /// and size, and the folder's listing, exactly as they were.
    var isOutputUntouched: Bool
}
