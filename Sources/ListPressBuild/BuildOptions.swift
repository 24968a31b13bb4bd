import FoundationEssentials
import ListPressDecode
import ListPressRender

/// What a build or a check is asked to do.
public struct BuildOptions: Hashable, Sendable {
  /// The folder pages are written to. Nothing outside it is ever written.
  public var outputDirectory: String
  /// Whether raw HTML in Markdown is passed through, and links (in Markdown
  /// and in items' `link`) may use schemes other than `http:`, `https:`,
  /// `mailto:` and `tel:` (`--unsafe`).
  public var allowsUnsafeHTML: Bool
  /// Whether definitions with `draft: true` are built.
  public var includesDrafts: Bool
  /// Whether warnings fail the run as errors do.
  public var warningsAsErrors: Bool
  /// How many definitions are built at once, each on its own thread; more
  /// than ``maximumJobs`` count as ``maximumJobs``. The output is the same,
  /// byte for byte, whatever the number.
  public var jobs: Int
  /// A folder whose templates replace the built-in ones, file by file
  /// (`--templates`); `nil` for the built-in templates alone.
  public var templatesDirectory: String?
  /// Where the output folder is served when not at a site's root
  /// (`--base-url`): links to shared files and pages become absolute.
  public var baseURL: String?
  /// Whether every page stands alone, with its styles and images inside it
  /// (`--standalone`), for mailing and attaching.
  public var standalone: Bool
  /// Whether a design-review gallery is written beside every page
  /// (`--gallery`).
  public var writesGallery: Bool
  /// Whether the fragment of every page is written beside it
  /// (`--fragments`: `party.fragment.html` beside `party.html`), with one
  /// stylesheet that every fragment links to.
  public var writesFragments: Bool
  /// Whether pages that do not choose a design are drawn in the classic
  /// design of iOS 14–18 rather than the iOS 26 one
  /// (`--design-requires-compatibility`), as UIKit draws every list of an
  /// app whose Info.plist sets `UIDesignRequiresCompatibility`.
  public var designRequiresCompatibility: Bool
  /// The colour scheme every page is drawn in, whatever its own
  /// `colorScheme` says (`--color-scheme`); `nil` to draw each page in its
  /// own.
  public var colorScheme: ColorScheme?

  /// The most definitions built at once: past a few dozen threads a build
  /// is no faster, only holds more files in memory at once.
  public static let maximumJobs = 64

  /// The number of processor cores this process may use, at most
  /// ``maximumJobs``: the default `jobs`.
  public static var availableCores: Int { min(ProcessInfo.processInfo.activeProcessorCount, maximumJobs) }

  /// Creates options; by default pages go to `_site`, Markdown is rendered
  /// safely, drafts are skipped, warnings are only reported, every core is
  /// used, and pages use the built-in templates, link relatively to one
  /// shared stylesheet, have no gallery and no fragments, are drawn in the iOS 26 design
  /// unless they ask for the classic one, and in their own colour scheme.
  public init(
    outputDirectory: String = "_site",
    allowsUnsafeHTML: Bool = false,
    includesDrafts: Bool = false,
    warningsAsErrors: Bool = false,
    jobs: Int = BuildOptions.availableCores,
    templatesDirectory: String? = nil,
    baseURL: String? = nil,
    standalone: Bool = false,
    writesGallery: Bool = false,
    writesFragments: Bool = false,
    designRequiresCompatibility: Bool = false,
    colorScheme: ColorScheme? = nil
  ) {
    self.outputDirectory = outputDirectory
    self.allowsUnsafeHTML = allowsUnsafeHTML
    self.includesDrafts = includesDrafts
    self.warningsAsErrors = warningsAsErrors
    self.jobs = jobs
    self.templatesDirectory = templatesDirectory
    self.baseURL = baseURL
    self.standalone = standalone
    self.writesGallery = writesGallery
    self.writesFragments = writesFragments
    self.designRequiresCompatibility = designRequiresCompatibility
    self.colorScheme = colorScheme
  }

  /// How pages link to one another and to the shared files.
  var links: SiteLinks {
    SiteLinks(baseURL: baseURL, standalone: standalone)
  }
}
