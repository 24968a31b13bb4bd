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

  /// A definition's key in the manifest and the path of its page inside
  /// the output folder, or why they cannot be known.
  typealias Located = Result<(key: String, page: String), Failure>

  /// The key of `file` in the manifest, and where its page goes. Only
  /// what the claims on pages need is kept: the work that builds it finds
  /// its real path and destination again (see ``realPath(of:)`` and
  /// ``destination(of:key:)``); kept for every definition from before the
  /// first was built, they were more than a fifth of the memory of a
  /// build of 5,000 pages.
  @Sendable func locate(_ file: InputFile) -> Located {
    realPath(of: file).flatMap { realPath in
      let key = ManifestPath.relative(realPath, from: writer.realOutputDirectory).compacted()
      return destination(of: file, key: key).map { (key, $0.relativePath) }
    }
  }

  /// The real path of `file`.
  func realPath(of file: InputFile) -> Result<String, Failure> {
    guard let realPath = realPaths.realPath(of: file) else { return .failure(unreadable(file)) }
    return .success(realPath)
  }

  /// Where the page of `file`, whose key is `key`, goes.
  func destination(of file: InputFile, key: String) -> Result<PageDestination, Failure> {
    Result { try layout.destination(ofInput: file.path, root: file.root) }.mapError {
      Failure(key: key, diagnostic: SiteBuild.diagnostic(for: $0, outputDirectory: layout.outputDirectory))
    }
  }

  private func unreadable(_ file: InputFile) -> Failure {
    Failure(diagnostic: Diagnostic(.error, at: .wholeFile(file.path), "cannot read the file: \(FilePath.lastErrorMessage)"))
  }
}
