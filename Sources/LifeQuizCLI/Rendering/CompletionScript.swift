import LifeQuizContent

/// Shell completion scripts, generated from the commands' own declarations
/// (the ones help is made from), so they cannot drift. After a command each
/// option offers what it declares, and only that command's: its values, the
/// topics, file or folder names, or nothing for a number or free text.
struct CompletionScript {
  let commands: [CommandConfiguration]
  /// Topic ids, from the installed content.
  let topics: [String]
  /// The interview question ids, from the installed content.
  var questions: [String] = []
  /// Event names in languages besides English (`실행`, `창닫기:1`).
  var eventWords: [String] = []
  /// The languages found in `Localization/`.
  let languages: [Language]

  static let shells = ["bash", "zsh", "fish"]

  /// The words a completion offers; none for file and folder names, which
  /// each shell completes itself.
  func words(_ completion: OptionCompletion) -> [String] {
    switch completion {
    case .none, .files, .folders: []
    case .words(let words): words
    case .topics: topics
    case .questions: questions
    case .events: SimulateCommand.eventNames + eventWords
    }
  }

  /// What the first word may be: a command or `help`.
  var names: [String] { commands.map(\.name) + ["help"] }

  /// The options before any command: the global ones and `--version`.
  var rootOptions: [OptionSpec] {
    OptionSpec.globals(languages: languages.map(\.rawValue)) + [GlobalOptions.version.spec]
  }

  /// What `help` takes.
  var helpWords: [String] { commands.map(\.name) + ["--man"] }

  /// Every option a command takes, the global ones included, with the
  /// words its positionals offer.
  private func entries() -> [(name: String, options: [OptionSpec], positionals: [String])] {
    commands.map { command in
      (command.name, command.allOptions(languages: languages), command.arguments.flatMap { words($0.completion) })
    }
  }

  func script(for shell: String) -> String {
    switch shell {
    case "zsh": zsh()
    case "fish": fish()
    default: bash()
    }
  }

  private func bash() -> String {
    func offer(_ words: [String]) -> String {
      "COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\"))"
    }
    func cases(_ options: [OptionSpec], otherwise: [String]) -> String {
      var out = "      case \"$prev\" in\n"
      for option in options where !option.isFlag {
        let action: String
        switch option.completion {
        case .none: action = ""
        case .files: action = "COMPREPLY=($(compgen -f -- \"$cur\"))"
        case .folders: action = "COMPREPLY=($(compgen -d -- \"$cur\"))"
        case .words, .topics, .questions, .events: action = offer(words(option.completion))
        }
        out += "        \(option.flagSpelling)) \(action) ;;\n"
      }
      out += "        *) \(offer(otherwise)) ;;\n      esac ;;\n"
      return out
    }
    var out = "# bash completion for lifequiz: source it, or install it as\n"
    out += "# $PREFIX/share/bash-completion/completions/lifequiz\n"
    out += "_lifequiz() {\n"
    out += "  local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"${COMP_WORDS[COMP_CWORD-1]}\" command=\"\" i\n"
    out += "  for ((i = 1; i < COMP_CWORD; i++)); do\n"
    out += "    case \"${COMP_WORDS[i]}\" in\n"
    out += "      --lang | --color) ((i++)) ;;\n      -*) ;;\n"
    out += "      *) command=\"${COMP_WORDS[i]}\"; break ;;\n    esac\n  done\n"
    out += "  COMPREPLY=()\n  case \"$command\" in\n"
    out += "    \"\")\n" + cases(rootOptions, otherwise: names + rootOptions.map(\.flagSpelling))
    for entry in entries() {
      out +=
        "    \(entry.name))\n" + cases(entry.options, otherwise: entry.options.map(\.flagSpelling) + entry.positionals)
    }
    out += "    help) \(offer(helpWords)) ;;\n"
    out += "  esac\n}\ncomplete -F _lifequiz lifequiz\n"
    return out
  }

  private func zsh() -> String {
    func cases(_ options: [OptionSpec], otherwise: [String]) -> String {
      var out = "      case $prev in\n"
      for option in options where !option.isFlag {
        let action: String
        switch option.completion {
        case .none: action = ""
        case .files: action = "_files"
        case .folders: action = "_files -/"
        case .words, .topics, .questions, .events:
          action = "compadd -- " + words(option.completion).joined(separator: " ")
        }
        out += "        \(option.flagSpelling)) \(action) ;;\n"
      }
      out += "        *) compadd -- \(otherwise.joined(separator: " ")) ;;\n      esac ;;\n"
      return out
    }
    var out = "#compdef lifequiz\n# zsh completion for lifequiz: put it on $fpath as _lifequiz\n"
    out += "_lifequiz() {\n  local prev=${words[CURRENT-1]} command=\"\" i\n"
    out += "  for (( i = 2; i < CURRENT; i++ )); do\n    case ${words[i]} in\n"
    out += "      --lang | --color) (( i++ )) ;;\n      -*) ;;\n"
    out += "      *) command=${words[i]}; break ;;\n    esac\n  done\n"
    out += "  case $command in\n"
    out += "    '')\n" + cases(rootOptions, otherwise: names + rootOptions.map(\.flagSpelling))
    for entry in entries() {
      out +=
        "    \(entry.name))\n" + cases(entry.options, otherwise: entry.options.map(\.flagSpelling) + entry.positionals)
    }
    out += "    help) compadd -- \(helpWords.joined(separator: " ")) ;;\n"
    out += "  esac\n}\ncompdef _lifequiz lifequiz 2>/dev/null || _lifequiz \"$@\"\n"
    return out
  }

  private func fish() -> String {
    func lines(_ options: [OptionSpec], condition: String) -> String {
      var out = ""
      for option in options {
        var line = "complete -c lifequiz -n '\(condition)'"
        if let short = option.short { line += " -s \(short)" }
        line += " -l \(option.name)"
        if !option.isFlag {
          switch option.completion {
          case .none: line += " -x"
          case .files: line += " -rF"
          case .folders: line += " -xa '(__fish_complete_directories)'"
          case .words, .topics, .questions, .events: line += " -xa '\(words(option.completion).joined(separator: " "))'"
          }
        }
        out += line + "\n"
      }
      return out
    }
    var out = "# fish completion for lifequiz: put it in ~/.config/fish/completions/lifequiz.fish\n"
    out += "complete -c lifequiz -f\n"
    // The command is the first word that is neither an option nor the value of --lang or --color.
    out += "function __lifequiz_command\n    set -l words (commandline -opc)\n    set -e words[1]\n"
    out += "    while set -q words[1]\n        switch $words[1]\n            case --lang --color\n"
    out += "                set -e words[1]\n            case '-*'\n            case '*'\n"
    out += "                echo $words[1]\n                return 0\n        end\n        set -e words[1]\n"
    out += "    end\n    return 1\nend\n"
    out +=
      "function __lifequiz_using\n    set -l command (__lifequiz_command)\n    and test \"$command\" = \"$argv[1]\"\nend\n"
    let root = "not __lifequiz_command >/dev/null"
    out += "complete -c lifequiz -n '\(root)' -a '\(names.joined(separator: " "))'\n"
    out += lines(rootOptions, condition: root)
    for entry in entries() {
      let condition = "__lifequiz_using \(entry.name)"
      out += lines(entry.options, condition: condition)
      if !entry.positionals.isEmpty {
        out += "complete -c lifequiz -n '\(condition)' -a '\(entry.positionals.joined(separator: " "))'\n"
      }
    }
    out += "complete -c lifequiz -n '__lifequiz_using help' -a '\(commands.map(\.name).joined(separator: " "))'\n"
    out += "complete -c lifequiz -n '__lifequiz_using help' -l man\n"
    return out
  }
}
