/// A search field under the large title, after `UISearchController`: typing
/// in it filters the rows, in the browser.
public struct SearchController: Hashable, Sendable {
  /// The field's placeholder, after `UISearchBar.placeholder`.
  public var placeholder: String
  /// The titles of the scope bar's segments, after
  /// `UISearchBar.scopeButtonTitles`; none for no scope bar.
  public var scopeButtonTitles: [String]

  /// Creates a search controller.
  public init(placeholder: String = "Search", scopeButtonTitles: [String] = []) {
    self.placeholder = placeholder
    self.scopeButtonTitles = scopeButtonTitles
  }
}
