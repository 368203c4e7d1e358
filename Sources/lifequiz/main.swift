import LifeQuizCLI
import LifeQuizPlatform

let code = LifeQuizCLI.main(
  arguments: ProcessEnvironment.arguments(),
  environment: ProcessEnvironment.current(), console: Console.standard())
ProcessExit.exit(code.rawValue)
