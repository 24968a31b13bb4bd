#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import ListPressCLI

exit(CommandLineTool.main(CommandLine.arguments).rawValue)
