/// What a list shows where it has no rows, after
/// `UIContentUnavailableConfiguration`: an image, a text, a secondary
/// text and a button, from one of UIKit's presets.
public struct ContentUnavailableConfiguration: Hashable, Sendable {
  /// UIKit's presets: `empty()`, `loading()` and `search()`.
  public enum Preset: String, CaseIterable, Hashable, Sendable {
    /// Nothing of its own: what the definition gives.
    case empty
    /// A spinning activity indicator and "Loading…".
    case loading
    /// A magnifying glass, "No Results" and a hint to search again.
    case search
  }

  /// A button under the texts, after the configuration's `button`.
  public struct Button: Hashable, Sendable {
    /// Its title.
    public var title: String
    /// The identifier that its event carries.
    public var id: String?

    /// Creates a button.
    public init(title: String, id: String? = nil) {
      self.title = title
      self.id = id
    }
  }

  /// The preset the rest is laid over.
  public var preset: Preset
  /// The image; `nil` for the preset's.
  public var image: ImageSource?
  /// The text; `nil` for the preset's.
  public var text: String?
  /// The secondary text; `nil` for the preset's.
  public var secondaryText: String?
  /// The button; `nil` for none.
  public var button: Button?

  /// Creates a configuration.
  public init(
    preset: Preset = .empty, image: ImageSource? = nil, text: String? = nil, secondaryText: String? = nil,
    button: Button? = nil
  ) {
    self.preset = preset
    self.image = image
    self.text = text
    self.secondaryText = secondaryText
    self.button = button
  }

  /// The image drawn: the configuration's, or the preset's symbol.
  public var resolvedImage: ImageSource? {
    image ?? (preset == .search ? .symbol("magnifyingglass") : nil)
  }

  /// The text drawn: the configuration's, or the preset's.
  public var resolvedText: String? {
    text
      ?? {
        switch preset {
        case .empty: nil
        case .loading: "Loading…"
        case .search: "No Results"
        }
      }()
  }

  /// The secondary text drawn: the configuration's, or the preset's.
  public var resolvedSecondaryText: String? {
    secondaryText ?? (preset == .search ? "Check the spelling or try a new search." : nil)
  }
}
