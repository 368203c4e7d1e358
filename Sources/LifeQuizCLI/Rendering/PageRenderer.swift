import LifeQuizContent
import LifeQuizPlatform
import LifeQuizStorage
import LifecycleCore

/// A topic or callback page as terminal text, Markdown source or JSON, with
/// its ```trace blocks run through the core.
struct PageRenderer {
  let context: CommandContext
  let library: ContentLibrary
  /// The sources to list under the page; none when not given.
  var catalog: SourceCatalog? = nil
  /// The scenarios the page's traces name, by id (`scenarios(named:in:)`);
  /// a trace whose scenario is not here is shown as unavailable.
  var scenarios: [String: ScenarioEntry] = [:]

  /// The scenarios a page's traces name, and only those, read from the file.
  static func scenarios(named blocks: [MarkdownBlock], in library: ContentLibrary) throws(ContentError)
    -> [String: ScenarioEntry]
  {
    let ids = Set(
      blocks.compactMap { block -> String? in
        guard case .trace(.scenario(let id, _), _, _) = block else { return nil }
        return id
      })
    return ids.isEmpty ? [:] : try library.scenarios(only: ids).byID
  }

  /// `blocks`: the page's body already parsed, when the caller has it.
  func text(_ page: TopicPage, blocks parsed: [MarkdownBlock]? = nil, match: TopicIndex.Match) -> String {
    let palette = context.palette
    let width = context.width
    var markdown = MarkdownTerminalRenderer(palette: palette, width: width) { reference, show in
      embeddedTrace(reference, show: show)
    }
    markdown.callbackTable = {
      guard let scenarios = try? library.scenarios() else { return nil }
      return try? CallbackPage(library: library, strings: context.strings, scenarios: scenarios).table()
    }
    var out =
      markdown.wrap(page.title, width: width, firstIndent: "", indent: "").map { palette.bold(palette.cyan($0)) }
      .joined(separator: "\n") + "\n"
    out += markdown.wrap(page.summary, width: width, firstIndent: "", indent: "").map(palette.dim).joined(
      separator: "\n")
    let blocks = parsed ?? MarkdownParser().parse(page.body).blocks
    out += "\n\n" + markdown.render(blocks)
    let related = relatedNames(match)
    if !related.isEmpty {
      out +=
        "\n"
        + markdown.wrap(
          "**\(context.strings("explain.related"))** " + related.map { "`\($0)`" }.joined(separator: ", "),
          width: width, firstIndent: "", indent: "  "
        ).joined(separator: "\n") + "\n"
    }
    let sources = self.sources(of: blocks, match: match)
    if !sources.isEmpty {
      out += "\n" + SourceListRenderer(strings: context.strings, palette: palette, width: width).text(sources)
    }
    return out
  }

  /// The page's sources: its topic's, or a callback's own documentation,
  /// and those of every note its traces show.
  func sources(of blocks: [MarkdownBlock], match: TopicIndex.Match) -> [SourceEntry] {
    guard let catalog else { return [] }
    let notes = blocks.flatMap { block -> [VarianceNote] in
      guard case .trace(let reference, _, let show) = block, let resolved = resolve(reference) else { return [] }
      return resolved.trace.steps.flatMap { $0.notes(showing: show) }
    }
    switch match {
    case .topic(let entry): return catalog.sources(forTopic: entry.id, notes: notes)
    case .callback(let entry): return catalog.sources(forCallback: entry.selector, notes: notes)
    }
  }

  func markdown(_ page: TopicPage) -> String {
    "# \(page.title)\n\n\(page.summary)\n\n" + page.body.trimmingNewlines + "\n"
  }

  func json(_ page: TopicPage, blocks parsed: [MarkdownBlock]? = nil, match: TopicIndex.Match) -> JSON {
    let traceJSON = TraceJSON(strings: context.strings)
    let vocabulary = Vocabulary(strings: context.strings)
    let blocks = parsed ?? MarkdownParser().parse(page.body).blocks
    let traces: [JSON] = blocks.compactMap { block in
      guard case .trace(let reference, _, _) = block, let resolved = resolve(reference) else { return nil }
      return .object([
        ("scenario", .optional(resolved.id)),
        ("title", .optional(resolved.title)),
        ("style", .string(resolved.trace.style.rawValue)),
        ("events", .array(resolved.events.map(JSON.string))),
        ("steps", .array(resolved.trace.steps.map { traceJSON.step($0, vocabulary: vocabulary) })),
      ])
    }
    return .object([
      ("id", .string(page.id)),
      ("kind", .string(match.isCallback ? "callback" : "topic")),
      ("language", .string(page.language.rawValue)),
      ("title", .string(page.title)),
      ("summary", .string(page.summary)),
      ("related", .array(relatedNames(match).map(JSON.string))),
      ("markdown", .string(page.body.trimmingNewlines + "\n")),
      ("traces", .array(traces)),
      ("sources", .array(sources(of: blocks, match: match).map(SourceListRenderer.json))),
    ])
  }

  private func relatedNames(_ match: TopicIndex.Match) -> [String] {
    switch match {
    case .topic(let entry): entry.related
    case .callback: ["callbacks"]
    }
  }

  private struct ResolvedTrace {
    let id: String?
    let title: String?
    let events: [String]
    let trace: Trace
    var focus: Int? = nil
  }

  private func resolve(_ reference: TraceReference) -> ResolvedTrace? {
    switch reference {
    case .scenario(let id, let focus):
      guard let scenario = scenarios[id], let trace = scenario.run() else { return nil }
      return ResolvedTrace(
        id: id, title: scenario.title[context.language], events: scenario.events, trace: trace, focus: focus)
    case .events(let style, let names):
      guard case .success(let events) = ScenarioEntry.parse(names) else { return nil }
      return ResolvedTrace(id: nil, title: nil, events: names, trace: Scenario(style: style, events: events).run())
    }
  }

  private func embeddedTrace(_ reference: TraceReference, show: Set<TimelineEntry.Kind>) -> String {
    guard let resolved = resolve(reference) else {
      let notice = MarkdownTerminalRenderer(palette: context.palette, width: context.width) { _, _ in "" }
      return notice.wrap(
        context.strings("explain.trace-unavailable"), width: context.width, firstIndent: "  ", indent: "  "
      )
      .joined(separator: "\n")
    }
    let renderer = TraceTextRenderer(
      strings: context.strings, palette: context.palette, width: context.width - 2, layers: show)
    var text = renderer.render(resolved.trace, title: resolved.title, focus: resolved.focus ?? 1)
    if let failure = resolved.trace.failure {
      text += TraceFailureMessage(strings: context.strings).text(failure) + "\n"
    }
    // Split as bytes: a line break is one byte, and reading characters cost more than the trace.
    return text.pieces(splitAt: UInt8(ascii: "\n"), keepingEmpty: true).dropLast()
      .map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\n")
  }
}

extension TopicIndex.Match {
  var isCallback: Bool {
    if case .callback = self { return true }
    return false
  }
}

extension String {
  var trimmingNewlines: String {
    var text = Substring(self)
    while text.first == "\n" { text = text.dropFirst() }
    while text.last == "\n" { text = text.dropLast() }
    return String(text)
  }
}
