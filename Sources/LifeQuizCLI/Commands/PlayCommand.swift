import LifeQuizContent
import LifecycleCore

/// `lifequiz play`: the simulator as a playground, one line at a time.
struct PlayCommand: Command {
  static let predict = Flag("predict")
  static let configuration = CommandConfiguration(
    name: "play",
    options: [SharedOptions.style, predict, SharedOptions.show, SharedOptions.restoration],
    exampleCount: 4,
    hasDiscussion: true)

  let style: AppStyle
  let predict: Bool
  let layers: Set<TimelineEntry.Kind>
  let restoration: Bool

  init(arguments: ParsedArguments, context: CommandContext) throws(CLIError) {
    style = arguments[SharedOptions.style]
    predict = arguments[Self.predict]
    restoration = arguments[SharedOptions.restoration]
    layers = arguments[SharedOptions.show]
  }

  func run(context: CommandContext) throws(CLIError) {
    try context.requireReadableInput()
    let answers = try context.contentResult { () throws(ContentError) in
      try PracticeVocabulary.answers(localizationFolder: context.resources.localizationFolder)
    }
    let vocabulary = predict ? answers : nil
    if context.console.isProcess {
      Interrupt.install(message: context.strings("play.interrupted"))
    }
    context.console.write(context.palette.dim(context.strings("play.welcome")) + "\n")
    var session = PlaySession(
      context: context, style: style, restoration: restoration, layers: layers, answers: answers,
      prediction: vocabulary.map { vocabulary in
        PlayPrediction(
          context: context, vocabulary: vocabulary,
          notes: Lazy {
            guard let library = try? context.library() else { return [:] }
            return (try? QuizMaterialBuilder.callbackNotes(library, language: context.language)) ?? [:]
          }.value)
      })
    session.run()
  }
}
