import Synchronization

/// The endings of temporary files' names: six letters or digits that
/// nobody can guess in advance, and that never repeat in one process.
///
/// The system is asked for randomness once per process (a key); each
/// suffix is then the next number of a process-wide counter, shuffled by a
/// permutation that the key chooses among all numbers a suffix can spell.
/// So threads writing at once never draw the same suffix, and a file's
/// suffix costs no call into the system. Another process (another build
/// of the same folder) has another key: its suffixes can meet these,
/// which `O_EXCL` and a fresh draw take care of (see
/// `AtomicFile.create(temporaryFor:in:destination:)`).
enum TemporarySuffix {
  /// How many letters or digits a suffix has.
  static let length = 6
  /// What a suffix is spelled with.
  static let characters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789".utf8)

  /// A suffix not drawn before in this process (until all 62⁶ have been).
  static func next() -> String {
    let number = drawn.add(1, ordering: .relaxed).oldValue % spelled
    var value = shuffled(number)
    let letters = (0..<length).map { _ in
      defer { value /= UInt64(characters.count) }
      return characters[Int(value % UInt64(characters.count))]
    }
    return String(decoding: letters, as: UTF8.self)
  }

  /// How many different suffixes there are: 62⁶, a little less than 2³⁶.
  private static let spelled: UInt64 = 56_800_235_584
  /// The process's randomness: one draw from the system, the first time
  /// a suffix is needed.
  private static let key: UInt64 = {
    var generator = SystemRandomNumberGenerator()
    return generator.next()
  }()
  /// How many suffixes this process has drawn.
  private static let drawn = Atomic<UInt64>(0)

  /// The place of `number` (below ``spelled``) in the key's shuffle of
  /// the numbers below ``spelled``: ``scrambled(_:)`` shuffles all numbers
  /// of 36 bits, and is applied again while the result is too large
  /// ("cycle walking"), which shuffles the smaller range and keeps two
  /// numbers from ever landing on the same place.
  private static func shuffled(_ number: UInt64) -> UInt64 {
    var value = scrambled(number)
    while value >= spelled {
      value = scrambled(value)
    }
    return value
  }

  /// `value` (36 bits) mixed with the key, in steps that each map the
  /// numbers of 36 bits one to one (adding modulo 2³⁶, a right shift
  /// folded in with exclusive or, multiplying by an odd number modulo
  /// 2³⁶): the mixing of splitmix64, cut to 36 bits.
  private static func scrambled(_ value: UInt64) -> UInt64 {
    let mask: UInt64 = (1 << 36) - 1
    var mixed = (value &+ key) & mask
    mixed = ((mixed ^ (mixed >> 18)) &* 0xBF58_476D_1CE4_E5B9) & mask
    mixed = (((mixed ^ (mixed >> 15)) &+ (key >> 36)) & mask) &* 0x94D0_49BB_1331_11EB & mask
    return mixed ^ (mixed >> 17)
  }
}
