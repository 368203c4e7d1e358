import LifeQuizContent
import LifeQuizDecks
import LifecycleCore
import QuizEngine

/// A type an option's text reads as: it parses itself from the command line
/// and, when it has a fixed set of values, lists them for help, the man page
/// and completions.
protocol OptionValue: Sendable {
  /// The value `text` spells, or why it spells none.
  static func read(_ text: String) -> Result<Self, OptionProblem>
  /// Every value in help order; empty when the type takes free text.
  static var listed: [String] { get }
  /// How help shows this value as a default; nil shows no default.
  var shownAsDefault: String? { get }
}

/// An enum of ours or of the core: its raw values are its spellings.
extension OptionValue where Self: CaseIterable & RawRepresentable, RawValue == String {
  static func read(_ text: String) -> Result<Self, OptionProblem> {
    Self(rawValue: text).map { .success($0) } ?? .failure(.notListed)
  }
  static var listed: [String] { allCases.map(\.rawValue) }
  var shownAsDefault: String? { rawValue }
}

/// An option that may be left out, with no default.
extension Optional: OptionValue where Wrapped: OptionValue {
  static func read(_ text: String) -> Result<Self, OptionProblem> { Wrapped.read(text).map { $0 } }
  static var listed: [String] { Wrapped.listed }
  var shownAsDefault: String? { self?.shownAsDefault }
}

/// Free text: a topic, a question id, a path.
extension String: OptionValue {
  static func read(_ text: String) -> Result<String, OptionProblem> { .success(text) }
  static var listed: [String] { [] }
  var shownAsDefault: String? { self }
}

/// A seed: any whole number from 0.
extension UInt64: OptionValue {
  static func read(_ text: String) -> Result<UInt64, OptionProblem> {
    UInt64(text).map { .success($0) } ?? .failure(.notSeed)
  }
  static var listed: [String] { [] }
  var shownAsDefault: String? { String(self) }
}

/// `--show vc,notifications`: the timeline layers beyond the delegates.
extension Set: OptionValue where Element == TimelineEntry.Kind {
  static func read(_ text: String) -> Result<Set<TimelineEntry.Kind>, OptionProblem> {
    TraceLayers.parse(text).mapError { .unknownLayer($0.word) }
  }
  static var listed: [String] { [] }
  var shownAsDefault: String? { nil }
}

extension AppStyle: OptionValue {}
extension QuestionKind: OptionValue {}
extension DeckFormat: OptionValue {}
extension ColorChoice: OptionValue {}
extension DiagramFormat: OptionValue {}
extension TraceFormat: OptionValue {}
extension DataFormat: OptionValue {}
extension InterviewSession.Mode: OptionValue {}
