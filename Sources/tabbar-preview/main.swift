import Foundation
import TabBarPreview

exit(PreviewCommand.run(Array(CommandLine.arguments.dropFirst())))
