import ListPressKit
import ListPressServe

extension CommandLineTool {
  /// Runs `serve`: starts the preview server, then watches as `build
  /// --watch` does, handing every build to the server; after the first
  /// build, prints the URL (and opens it with `--open`). Stops the server
  /// when `shouldStop` says so, with status 0. A server that cannot listen
  /// fails with status 1 before anything is built, as a folder that cannot
  /// be watched does.
  static func serve<Output: TextOutputStream, Errors: TextOutputStream>(
    inputs: [String],
    options: BuildOptions,
    preview: PreviewSettings,
    printer: DiagnosticPrinter,
    output: inout Output,
    errors: inout Errors,
    terminal: LiveTerminal?,
    until shouldStop: () -> Bool
  ) -> ExitCode {
    let server: PreviewServer
    do throws(ServeError) {
      server = try PreviewServer(outputDirectory: options.outputDirectory, address: preview.address, port: preview.port)
    } catch {
      errors.write(printer.format(Diagnostic(.error, at: .wholeFile(error.address), error.message)))
      return .failure
    }
    defer { server.stop() }
    return watch(
      inputs: inputs, options: options, printer: printer, output: &output, errors: &errors, terminal: terminal,
      until: shouldStop
    ) { rebuild in
      server.update(after: rebuild, inputs: inputs, options: options)
      guard rebuild.changes.isEmpty else { return nil }
      var line = "serving \(PrintableText.escaping(options.outputDirectory)) at \(server.url)"
      if preview.port != 0, server.port != preview.port {
        line += " (port \(preview.port) is taken)"
      }
      if preview.opensBrowser, let problem = BrowserLauncher.open(server.url) {
        line += "\n" + problem
      }
      return line
    }
  }
}
