import ListPressSupport
import ListPressDiagnostics
import ListPressWrite

/// What the path of a definition tells before it is read: its real path,
/// its key in the manifest, and where its page goes.
struct InputLocation: Sendable {
  /// Where pages go.
  let layout: OutputLayout
  /// Writes into the output folder, whose real path the keys start from.
  let writer: SiteWriter
  /// The real paths of the definitions, shared with their discovery.
  let realPaths: RealPaths

  /// Why a definition cannot be built, found from its path alone.
  struct Failure: Error {
    /// Its key in the manifest; `nil` when the file cannot be found.
    var key: String?
    /// What is wrong.
    var diagnostic: Diagnostic
  }

  /// Where a definition is, and where its page goes, or why that cannot be
  /// known.
  typealias Located = Result<(realPath: String, key: String, destination: PageDestination), Failure>

  /// The real path of `file`, its key in the manifest, and where its page
  /// goes.
  @Sendable func locate(_ file: InputFile) -> Located {
    guard let realPath = realPaths.realPath(of: file) else {
      return .failure(
        Failure(diagnostic: Diagnostic(.error, at: .wholeFile(file.path), "cannot read the file: \(FilePath.lastErrorMessage)")))
    }
    let key = ManifestPath.relative(realPath, from: writer.realOutputDirectory).compacted()
    do {
      return .success((realPath, key, try layout.destination(ofInput: file.path, root: file.root)))
    } catch {
      return .failure(Failure(key: key, diagnostic: SiteBuild.diagnostic(for: error, outputDirectory: layout.outputDirectory)))
    }
  }
}
