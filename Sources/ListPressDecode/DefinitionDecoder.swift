import ListPressDiagnostics
import ListPressLoad

/// The state of decoding one definition: the diagnostics reported so far,
/// the identifiers claimed, and the section headers and footers seen (whose
/// visibility depends on page keys that may come later).
///
/// Each kind of map has its own file of extensions (`+Page`, `+Sections`,
/// `+Items`...); every read reports what is wrong and carries on, so one pass
/// finds every problem.
struct DefinitionDecoder {
  /// Everything reported while decoding, after what the loader reported.
  var diagnostics: FileDiagnostics
  /// The identifiers of the file's sections and items.
  var identifiers = ItemIdentifiers()
  /// Where each section `header` key was written, with its section's own
  /// `headerMode`.
  var headerKeyPositions: [(position: TextPosition, ownMode: HeaderMode?)] = []
  /// Where each section `appearance` key was written: a sidebar page
  /// takes none.
  var sectionAppearanceKeyPositions: [TextPosition] = []
  /// Where each section `footer` key was written, with its section's own
  /// `footerMode`.
  var footerKeyPositions: [(position: TextPosition, ownMode: FooterMode?)] = []
  /// The keys of list-only features (`children`, `accessories`, swipe
  /// actions) that the items of grid and horizontal sections wrote, with
  /// the item's position and their own: such a section ignores them, with
  /// a warning at each. A list section takes its items' entries out once
  /// it is read (no hashing per item, and a list as short as the few
  /// non-list sections).
  var listOnlyKeys: [(item: TextPosition, key: ItemKey, position: TextPosition)] = []
  /// Whether a link may use schemes beyond ``URLScheme/allowedInLinks``
  /// (`--unsafe`).
  let allowsUnsafeLinks: Bool
  /// Each habit reported (see ``InvalidValue/Habit``): where its error is
  /// among the diagnostics, and the places it was written again, which
  /// ``noteRepeatedHabits()`` names in one note rather than as errors of
  /// their own.
  private var habits: [InvalidValue.Habit: (error: Int, repeats: [TextPosition])] = [:]

  init(diagnostics: FileDiagnostics, allowsUnsafeLinks: Bool) {
    self.diagnostics = diagnostics
    self.allowsUnsafeLinks = allowsUnsafeLinks
  }

  /// Reports `problem` as an error at `position`, with its note if any.
  /// A habit (see ``InvalidValue/Habit``) is reported once per file, at
  /// its first place.
  mutating func report(_ problem: InvalidValue, at position: TextPosition) {
    if let habit = problem.habit {
      guard habits[habit] == nil else {
        habits[habit]?.repeats.append(position)
        return
      }
      habits[habit] = (diagnostics.all.count, [])
    }
    let notes = problem.note.map { [diagnostics.note($0, at: position)] } ?? []
    diagnostics.error(problem.message, at: position, notes: notes)
  }

  /// Adds to the error of each habit written more than once a note, at
  /// its second place, that names the other places: one fix, told once.
  mutating func noteRepeatedHabits() {
    for (habit, (error, repeats)) in habits.sorted(by: { $0.value.error < $1.value.error }) {
      guard let second = repeats.first else { continue }
      let places = repeats.map(\.description)
      let list = places.count == 1 ? places[0] : places.dropLast().joined(separator: ", ") + " and " + places.last!
      diagnostics.addNote(diagnostics.note(habit.repeated(at: list), at: second), to: error)
    }
  }

  /// Reports that `node`, the value of `key`, is not the `expected` kind.
  mutating func reportMismatch(
    expected: String,
    for key: String,
    found node: YAMLNode,
    notes: [Diagnostic] = []
  ) {
    diagnostics.error("expected \(expected) for '\(key)', found \(node.kindDescription)", at: node.position, notes: notes)
  }
}
