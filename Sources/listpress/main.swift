import Foundation
import ListPressCLI

exit(CommandLineTool.main(CommandLine.arguments).rawValue)
