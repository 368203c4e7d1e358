import LifeQuizContent
import LifecycleCore

/// The explored state diagram as text, Mermaid `stateDiagram-v2` or DOT.
struct DiagramRenderer {
  let strings: Localizer
  let width: Int

  func text(_ diagram: StateDiagram) -> String {
    var out = ""
    for line in DisplayWidth.wrap(strings("diagram.header.\(diagram.style.rawValue)"), width: width) {
      out += line + "\n"
    }
    for line in DisplayWidth.wrap(strings("diagram.legend"), width: width) { out += line + "\n" }
    let column = (diagram.nodes.map(\.count).max() ?? 10) + 6
    for node in diagram.nodes {
      let edges = diagram.edges.filter { $0.from == node }
      guard !edges.isEmpty else { continue }
      out += "\n" + node + "\n"
      for edge in edges {
        let label = DisplayWidth.pad("  \(edge.silent ? "⇢" : "→") \(edge.to)", to: column)
        let events = eventsLabel(edge, separator: ", ")
        let lines = DisplayWidth.wrap(events, width: width - column)
        out += label + lines[0] + "\n"
        for line in lines.dropFirst() { out += String(repeating: " ", count: column) + line + "\n" }
      }
    }
    return out
  }

  func mermaid(_ diagram: StateDiagram) -> String {
    var out = "stateDiagram-v2\n"
    out += "  [*] --> \(diagram.initial)\n"
    for edge in diagram.edges {
      let events = eventsLabel(edge, separator: ", ")
      let text = edge.silent ? "\(events) (\(strings("diagram.silent")))" : events
      out += "  \(edge.from) --> \(edge.to): \(text)\n"
    }
    return out
  }

  func dot(_ diagram: StateDiagram) -> String {
    var out = "digraph lifecycle {\n"
    out += "  rankdir=LR;\n"
    out += "  node [shape=box, style=rounded, fontname=\"Helvetica\"];\n"
    out += "  edge [fontname=\"Helvetica\", fontsize=10];\n"
    out += "  start [shape=point];\n"
    out += "  start -> \(diagram.initial);\n"
    for edge in diagram.edges {
      let events = eventsLabel(edge, separator: "\\n")
      let style = edge.disputed ? ", style=dotted" : edge.silent ? ", style=dashed" : ""
      out += "  \(edge.from) -> \(edge.to) [label=\"\(events)\"\(style)];\n"
    }
    return out + "}\n"
  }

  /// The events, and a mark where the sources disagree about the change.
  private func eventsLabel(_ edge: StateDiagram.Edge, separator: String) -> String {
    let events = edge.events.map(\.rawValue).joined(separator: separator)
    let mark = separator == ", " ? " " : separator
    return edge.disputed ? events + mark + "(\(strings("diagram.disputed")))" : events
  }
}
