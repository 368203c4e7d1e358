import LifeQuizCLI
import LifeQuizPlatform

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let code = LifeQuizCLI.main(
  arguments: ProcessEnvironment.arguments(),
  environment: ProcessEnvironment.current(), console: Console.standard())
exit(code.rawValue)
