import LifecycleCore

/// The Markdown lifequiz supports: headings (#, ##, ###), paragraphs, lists
/// (`- ` and `1. `), fenced code blocks, tables, and ```trace blocks that
/// name a scenario (or give a style and events) for the renderer to run.
/// A ```callbacks block stands for the generated table of every callback.
/// Inline: `code`, **strong**, *emphasis*.
public enum MarkdownBlock: Hashable, Sendable {
  case heading(level: Int, text: String)
  case paragraph(String)
  case list(ordered: Bool, items: [String])
  case code(String)
  /// `show` lists the timeline layers the block adds (`show: vc,notifications`).
  case trace(TraceReference, line: Int, show: Set<TimelineEntry.Kind> = [])
  case table(header: [String], rows: [[String]])
  /// A ```callbacks block: the table of every callback, generated from
  /// `callbacks.json` and the core.
  case callbackTable
}

/// What a ```trace block asks for.
public enum TraceReference: Hashable, Sendable {
  /// A scenario by id; steps before `focus` (1-based) are folded into one line.
  case scenario(String, focus: Int?)
  case events(style: AppStyle, events: [String])
}
