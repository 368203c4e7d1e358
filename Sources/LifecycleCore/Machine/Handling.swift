/// What a handler did with its event: applied it (its steps are in the
/// transcript), or refused it, with the reason, leaving the machine as it was.
enum Handling: Hashable, Sendable {
  case accepted
  case rejected(RejectionReason)
}
