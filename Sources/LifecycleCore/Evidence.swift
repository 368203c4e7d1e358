/// How sure lifequiz is of one call or entry at its place, and the note that
/// says what varies: the tag every step, call and timeline entry carries.
struct Evidence: Hashable, Sendable {
  let confidence: Confidence
  let note: VarianceNote?

  init(_ confidence: Confidence, _ note: VarianceNote?) {
    self.confidence = confidence
    self.note = note
  }
}
