extension LifecycleStateMachine {
  /// The calls of one step as they are made, and how sure we are of them.
  struct Transcript {
    /// Off when only acceptance matters (`possibleEvents`): nothing is built.
    var recording = true
    var calls: [Call] = []
    var entries: [TimelineEntry] = []
    var confidence: Confidence = .documented
    var note: VarianceNote? = nil
    /// The app was suspended, silently, before the event arrived.
    var suspendedFirst = false

    /// Keeps the least certain tag seen, with its note.
    mutating func mark(_ confidence: Confidence, _ note: VarianceNote?) {
      guard confidence > self.confidence || (confidence == self.confidence && self.note == nil)
      else { return }
      self.confidence = confidence
      self.note = note ?? self.note
    }

    mutating func mark(_ evidence: Evidence) { mark(evidence.confidence, evidence.note) }

    /// A note that speaks for the whole step, replacing any other; the tag
    /// stays the least certain seen.
    mutating func replaceNote(_ note: VarianceNote, atLeast confidence: Confidence) {
      self.confidence = max(self.confidence, confidence)
      self.note = note
    }
  }
}
