import ListPressSupport

extension RealPaths {
  /// The real path of `file`: from what its folder's search saw, or as
  /// ``realPath(ofFile:)`` finds it.
  func realPath(of file: InputFile) -> String? {
    file.sightedRealPath ?? realPath(ofFile: file.path)
  }
}
