import ListPressKit

/// One diagnostic per problem and place: a template's error that stops
/// many pages is the same error at the same place in the template each
/// time, and is printed once, followed by the notes naming the definitions
/// whose pages it stopped.
enum RepeatedDiagnostics {
  /// How many of the merged notes are printed; past that, one more note
  /// counts the rest.
  static let shownNotes = 5

  /// `diagnostics`, in order, with those of the same severity, place and
  /// message that carry notes (the definition each stopped) made one, in the first one's place in the order, its notes
  /// those of all of them, each once, sorted by place. When more than
  /// ``shownNotes`` whole-file notes (the definitions) are merged, the
  /// first of them are kept and a last note, at the problem's place,
  /// counts the others.
  static func merged(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    var merged: [Diagnostic] = []
    var indices: [Key: Int] = [:]
    // The notes each merged diagnostic has, by its index in `merged`.
    var notes: [Int: Set<Diagnostic>] = [:]
    for diagnostic in diagnostics {
      guard !diagnostic.notes.isEmpty else {
        merged.append(diagnostic)
        continue
      }
      let key = Key(
        severity: diagnostic.severity, file: Array(diagnostic.location.file.utf8), position: diagnostic.location.position,
        message: Array(diagnostic.message.utf8))
      guard let index = indices[key] else {
        indices[key] = merged.count
        merged.append(diagnostic)
        continue
      }
      if notes[index] == nil {
        notes[index] = Set(merged[index].notes)
      }
      for note in diagnostic.notes where notes[index]!.insert(note).inserted {
        merged[index].notes.append(note)
      }
    }
    return merged.indices.map { notes[$0] == nil ? merged[$0] : shortened(merged[$0]) }
  }

  /// A merged `diagnostic` with its notes in the order of their places
  /// (the pages were rendered in whatever order their threads finished),
  /// at most ``shownNotes`` of them naming definitions, and a note
  /// counting the others.
  private static func shortened(_ diagnostic: Diagnostic) -> Diagnostic {
    var shortened = diagnostic
    shortened.notes = Diagnostic.sortedForOutput(diagnostic.notes)
    let notes = shortened.notes
    guard notes.count > shownNotes, notes.allSatisfy(\.location.isWholeFile) else { return shortened }
    shortened.notes = Array(notes.prefix(shownNotes))
    shortened.notes.append(
      Diagnostic(
        .note, at: diagnostic.location,
        "and \(notes.count - shownNotes) more definitions whose pages this stopped (\(notes.count) in all)"))
    return shortened
  }

  /// What makes two diagnostics one problem: the same severity, message
  /// and place, the file's path told apart by its bytes (two spellings of
  /// one name, in NFC and NFD, are two files).
  private struct Key: Hashable {
    var severity: Diagnostic.Severity
    var file: [UInt8]
    var position: TextPosition
    var message: [UInt8]
  }
}
