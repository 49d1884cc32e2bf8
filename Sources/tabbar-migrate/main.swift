import Foundation
import TabBarMigrate

// `tabbar-migrate [--write] PATH...`: see MigrationCommand.
let result = MigrationCommand.run(Array(CommandLine.arguments.dropFirst()))
FileHandle.standardOutput.write(Data(result.output.utf8))
FileHandle.standardError.write(Data(result.errors.utf8))
exit(result.status)
