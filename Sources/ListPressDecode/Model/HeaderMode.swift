/// How section headers are made, after
/// `UICollectionLayoutListConfiguration.HeaderMode`.
public enum HeaderMode: String, CaseIterable, Hashable, Sendable {
  /// No headers.
  case none
  /// Each section's `header` text is drawn as a supplementary header view.
  case supplementary
  /// The first item of each section is drawn as the section's header.
  case firstItemInSection
}

/// How section footers are made, after
/// `UICollectionLayoutListConfiguration.FooterMode`.
public enum FooterMode: String, CaseIterable, Hashable, Sendable {
  /// No footers.
  case none
  /// Each section's `footer` text is drawn as a supplementary footer view.
  case supplementary
}
