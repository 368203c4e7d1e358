import Foundation
import LifeQuizCLI

let code = LifeQuizCLI.main(
  arguments: Array(CommandLine.arguments.dropFirst()),
  environment: ProcessInfo.processInfo.environment, console: Console.standard())
exit(code.rawValue)
