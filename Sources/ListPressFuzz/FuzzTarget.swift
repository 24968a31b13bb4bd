import Foundation

/// libFuzzer's entry point: one input, any bytes, through the whole
/// pipeline and through the SVG check. A crash, a sanitizer report or a
/// broken invariant (a trap in `PipelineProbe` or `SVGProbe`) is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  PipelineProbe.run(bytes)
  SVGProbe.run(bytes)
  return 0
}

/// The program's entry point. Built with `-sanitize=fuzzer -D FUZZING`, it
/// hands the command line to libFuzzer's driver; otherwise it replays the
/// files named as arguments (folders are read one level deep) through the
/// same entry point, to reproduce a finding in a normal build.
@main
enum FuzzTarget {
  static func main() {
    #if FUZZING
      var count = CommandLine.argc
      var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
      exit(runFuzzerDriver(&count, &arguments) { fuzzOneInput($0, $1) })
    #else
      let arguments = CommandLine.arguments.dropFirst()
      guard !arguments.isEmpty else {
        FileHandle.standardError.write(Data("usage: listpress-fuzz FILE|FOLDER...\n".utf8))
        exit(2)
      }
      for path in arguments.flatMap(files) {
        guard let data = FileManager.default.contents(atPath: path) else {
          FileHandle.standardError.write(Data("cannot read \(path)\n".utf8))
          exit(1)
        }
        PipelineProbe.run([UInt8](data))
        SVGProbe.run([UInt8](data))
        print("ok \(path)")
      }
    #endif
  }

  /// `path` itself, or the visible files directly inside it when it is a
  /// folder, sorted.
  private static func files(_ path: String) -> [String] {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return [path] }
    return names.sorted().map { path + "/" + $0 }.filter { name in
      var isDirectory: ObjCBool = false
      return !name.hasPrefix(path + "/.")
        && FileManager.default.fileExists(atPath: name, isDirectory: &isDirectory) && !isDirectory.boolValue
    }
  }
}

#if FUZZING
  /// libFuzzer's driver: parses its options from the command line, then
  /// calls `callback` with each input it runs.
  @_extern(c, "LLVMFuzzerRunDriver")
  private func runFuzzerDriver(
    _ argumentCount: UnsafeMutablePointer<CInt>,
    _ arguments: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
  ) -> CInt
#endif
