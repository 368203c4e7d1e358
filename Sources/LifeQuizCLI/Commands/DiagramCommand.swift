import LifeQuizContent
import LifecycleCore

/// `lifequiz diagram [--style scene|app] [--format text|mermaid|dot]`
struct DiagramCommand: Command {
  static let format = Option<DiagramFormat>("format", default: .text)
  static let configuration = CommandConfiguration(
    name: "diagram",
    options: [SharedOptions.style, format],
    exampleCount: 3,
    hasDiscussion: true)

  let style: AppStyle
  let format: DiagramFormat

  init(arguments: ParsedArguments, context: CommandContext) throws(CLIError) {
    style = arguments[SharedOptions.style]
    format = arguments[Self.format]
  }

  func run(context: CommandContext) throws(CLIError) {
    let diagram = StateDiagram.explore(style: style)
    let renderer = DiagramRenderer(strings: context.strings, width: context.width)
    switch format {
    case .text: context.console.write(renderer.text(diagram))
    case .mermaid: context.console.write(renderer.mermaid(diagram))
    case .dot: context.console.write(renderer.dot(diagram))
    }
  }
}

enum DiagramFormat: String, CaseIterable, Sendable {
  case text, mermaid, dot
}
