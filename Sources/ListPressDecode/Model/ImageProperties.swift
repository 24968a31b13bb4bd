/// How images are drawn, after `UIListContentConfiguration.ImageProperties`.
public struct ImageProperties: Hashable, Sendable {
  /// The largest size an image is drawn at, in points; `nil` keeps the
  /// cell style's own size.
  public var maximumSize: ImageSize?
  /// The corner radius of the image, in points (30 on a 60-point image
  /// makes a round avatar).
  public var cornerRadius: Double?
  /// The tint of symbol images.
  public var tintColor: ListColor?
  /// The room kept for the image whatever its own size, in points, the
  /// image centred in it: rows whose images differ in size keep their
  /// texts aligned.
  public var reservedLayoutSize: ImageSize?

  /// Creates image properties; every property defaults to the cell style's own.
  public init(
    maximumSize: ImageSize? = nil, cornerRadius: Double? = nil, tintColor: ListColor? = nil,
    reservedLayoutSize: ImageSize? = nil
  ) {
    self.maximumSize = maximumSize
    self.cornerRadius = cornerRadius
    self.tintColor = tintColor
    self.reservedLayoutSize = reservedLayoutSize
  }
}

/// A width and a height, in points.
public struct ImageSize: Hashable, Sendable {
  public var width: Double
  public var height: Double

  /// Creates a size.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
}
