import Foundation
import ItemizeGenerator

exit(runItemizeCommandLine())
