/// What ``ListPress/render(file:format:templates:baseURL:allowsUnsafeHTML:)``
/// makes of one definition.
public enum PageFormat: String, CaseIterable, Hashable, Sendable {
  /// A whole document linking to the shared stylesheet: under the base URL
  /// when there is one, else beside the page (write
  /// ``TemplateSet/sharedFiles`` there).
  case page
  /// A whole document that needs no other file: the stylesheet in a
  /// `<style>` element and image files as `data:` URLs. Remote images stay
  /// remote.
  case standalone
  /// The list alone, with its styles scoped to it, to paste into a page
  /// made by another tool (see ``PageRenderer/renderFragment(_:)``). Image
  /// files keep their relative paths.
  case fragment
}
