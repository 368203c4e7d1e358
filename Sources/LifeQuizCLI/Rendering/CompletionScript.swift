import LifeQuizContent
import LifecycleCore

/// Shell completion scripts, generated from the commands' own definitions
/// (the ones help is made from), so they cannot drift: commands, options,
/// option values, topics and event names.
struct CompletionScript {
  let commands: [CommandConfiguration]
  /// Topic ids, aliases and callback pages, from the installed content.
  let topics: [String]
  /// The languages found in `Localization/`.
  let languages: [Language]

  static let shells = ["bash", "zsh", "fish"]

  var events: [String] { EventKind.allCases.map { $0.takesSceneNumber ? "\($0.rawValue):1" : $0.rawValue } }

  func values(_ option: OptionSpec) -> [String] {
    option.name == "topic" ? topics : option.values
  }

  /// What follows a command's options: events, topics, shells or commands.
  func positionals(_ command: CommandConfiguration) -> [String] {
    switch command.name {
    case "simulate": events
    case "explain": topics
    default: []
    }
  }

  var names: [String] { commands.map(\.name) + ["help", "completion"] }

  /// What `--lang` takes: each language, and `both` for a deck.
  var languageValues: String { (languages.map(\.rawValue) + ["both"]).joined(separator: " ") }

  func script(for shell: String) -> String {
    switch shell {
    case "zsh": zsh()
    case "fish": fish()
    default: bash()
    }
  }

  private func bash() -> String {
    var out = "# bash completion for lifequiz: source it, or install it as\n"
    out += "# $PREFIX/share/bash-completion/completions/lifequiz\n"
    out += "_lifequiz() {\n  local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"${COMP_WORDS[COMP_CWORD-1]}\"\n"
    out += "  if [[ $COMP_CWORD -eq 1 ]]; then\n"
    out +=
      "    COMPREPLY=($(compgen -W \"\(names.joined(separator: " ")) --help --version --lang --color\" -- \"$cur\"))\n"
    out += "    return\n  fi\n"
    out += "  case \"$prev\" in\n"
    out += "    --lang) COMPREPLY=($(compgen -W \"\(languageValues)\" -- \"$cur\")); return ;;\n"
    out += "    --color) COMPREPLY=($(compgen -W \"auto always never\" -- \"$cur\")); return ;;\n"
    out += "  esac\n"
    out += "  case \"${COMP_WORDS[1]}\" in\n"
    for command in commands {
      out += "    \(command.name))\n      case \"$prev\" in\n"
      for option in command.options where !values(option).isEmpty {
        out +=
          "        --\(option.name)) COMPREPLY=($(compgen -W \"\(values(option).joined(separator: " "))\" -- \"$cur\")); return ;;\n"
      }
      out += "      esac\n"
      let words = command.allOptions(languages: languages).map(\.flagSpelling) + positionals(command)
      out += "      COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\")) ;;\n"
    }
    out +=
      "    help) COMPREPLY=($(compgen -W \"\(commands.map(\.name).joined(separator: " ")) --man\" -- \"$cur\")) ;;\n"
    out += "    completion) COMPREPLY=($(compgen -W \"\(Self.shells.joined(separator: " "))\" -- \"$cur\")) ;;\n"
    out += "  esac\n}\ncomplete -F _lifequiz lifequiz\n"
    return out
  }

  private func zsh() -> String {
    var out = "#compdef lifequiz\n# zsh completion for lifequiz: put it on $fpath as _lifequiz\n"
    out += "_lifequiz() {\n  local prev=${words[CURRENT-1]}\n"
    out +=
      "  if (( CURRENT == 2 )); then\n    compadd -- \(names.joined(separator: " ")) --help --version --lang --color\n    return\n  fi\n"
    out +=
      "  case $prev in\n    --lang) compadd -- \(languageValues); return ;;\n    --color) compadd -- auto always never; return ;;\n  esac\n"
    out += "  case ${words[2]} in\n"
    for command in commands {
      out += "    \(command.name))\n      case $prev in\n"
      for option in command.options where !values(option).isEmpty {
        out += "        --\(option.name)) compadd -- \(values(option).joined(separator: " ")); return ;;\n"
      }
      out += "      esac\n"
      out +=
        "      compadd -- \((command.allOptions(languages: languages).map(\.flagSpelling) + positionals(command)).joined(separator: " ")) ;;\n"
    }
    out += "    help) compadd -- \(commands.map(\.name).joined(separator: " ")) --man ;;\n"
    out += "    completion) compadd -- \(Self.shells.joined(separator: " ")) ;;\n"
    out += "  esac\n}\ncompdef _lifequiz lifequiz 2>/dev/null || _lifequiz \"$@\"\n"
    return out
  }

  private func fish() -> String {
    var out = "# fish completion for lifequiz: put it in ~/.config/fish/completions/lifequiz.fish\n"
    out += "complete -c lifequiz -f\n"
    out += "complete -c lifequiz -n __fish_use_subcommand -a '\(names.joined(separator: " "))'\n"
    out +=
      "complete -c lifequiz -l lang -xa '\(languageValues)'\ncomplete -c lifequiz -l color -xa 'auto always never'\n"
    for command in commands {
      let condition = "__fish_seen_subcommand_from \(command.name)"
      for option in command.options {
        let values = values(option)
        let argument = option.isFlag ? "" : values.isEmpty ? " -r" : " -xa '\(values.joined(separator: " "))'"
        out += "complete -c lifequiz -n '\(condition)' -l \(option.name)\(argument)\n"
      }
      let words = positionals(command)
      if !words.isEmpty { out += "complete -c lifequiz -n '\(condition)' -a '\(words.joined(separator: " "))'\n" }
    }
    out +=
      "complete -c lifequiz -n '__fish_seen_subcommand_from completion' -a '\(Self.shells.joined(separator: " "))'\n"
    out +=
      "complete -c lifequiz -n '__fish_seen_subcommand_from help' -a '\(commands.map(\.name).joined(separator: " "))'\n"
    return out
  }
}
