/// Something found and handled while reading progress; practice goes on.
public enum ProgressWarning: Hashable, Sendable {
  /// A damaged `progress.json` was moved here and rebuilt from the history.
  case movedAside(path: String)
  /// Lines of the history that could not be used, skipped.
  case damagedLines(path: String, count: Int, firstLine: Int)
  /// A torn last line was moved to this side file before appending.
  case fragmentKept(path: String)
  /// `progress.json` read fine but did not match the history, the log of
  /// record: it was kept here and rebuilt from the history.
  case rebuiltFromHistory(kept: String)
  /// The cache could not be brought up to date; the history has everything.
  case cacheNotSaved(path: String, reason: String)
}
