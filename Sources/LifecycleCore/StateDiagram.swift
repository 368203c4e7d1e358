/// The life-cycle state diagram, found by exploring the machine: every state
/// reachable from launch, every event in each, and the state changes that the
/// resulting callbacks announce. App style: the app states. Scene style: the
/// scene activation states.
public struct StateDiagram: Hashable, Sendable {
  public let style: AppStyle
  /// State names, in declaration order.
  public let nodes: [String]
  public let initial: String
  public let edges: [Edge]

  /// A change from one state to another, and the events that cause it.
  /// A silent edge is one no callback announces (suspension, a kill).
  public struct Edge: Hashable, Sendable {
    public let from: String
    public let to: String
    public let silent: Bool
    /// The sources disagree about this change (a disputed step or call).
    public let disputed: Bool
    /// Event kinds, in vocabulary order.
    public let events: [EventKind]
  }

  /// Explores the machine. Scene style is bounded to `maxScenes` sessions.
  public static func explore(style: AppStyle, maxScenes: Int = 2) -> StateDiagram {
    var collected: [EdgeKey: Set<EventKind>] = [:]
    LifecycleExplorer(style: style, maxScenes: maxScenes).forEachTransition { _, step in
      for change in changes(in: step, style: style) {
        if let index = collected.index(forKey: change.key) {
          collected.values[index].insert(change.kind)
        } else {
          collected[change.key] = [change.kind]
        }
      }
    }
    let order = EventKind.allCases
    let nodes: [String] =
      switch style {
      case .app: AppState.allCases.map(\.rawValue)
      case .scene: SceneState.allCases.map(\.rawValue)
      }
    let edges = collected.map { key, kinds in
      Edge(
        from: key.from, to: key.to, silent: key.silent, disputed: key.disputed,
        events: order.filter { kinds.contains($0) })
    }
    .sorted { lhs, rhs in
      let left = (nodes.firstIndex(of: lhs.from) ?? 0, nodes.firstIndex(of: lhs.to) ?? 0)
      let right = (nodes.firstIndex(of: rhs.from) ?? 0, nodes.firstIndex(of: rhs.to) ?? 0)
      if left != right { return left < right }
      if lhs.silent != rhs.silent { return !lhs.silent }
      return !lhs.disputed && rhs.disputed
    }
    return StateDiagram(style: style, nodes: nodes, initial: nodes[0], edges: edges)
  }

  private struct EdgeKey: Hashable {
    let from: String
    let to: String
    let silent: Bool
    let disputed: Bool
  }

  private struct Change {
    let key: EdgeKey
    let kind: EventKind
  }

  /// Walks a step's calls from the state before to the state after. A call
  /// that starts elsewhere than the walk has reached, or an end state the
  /// calls do not reach, is a silent change.
  private static func changes(in step: Step, style: AppStyle) -> [Change] {
    let kind = step.event.kind
    var result: [Change] = []
    func add(_ from: String, _ to: String, silent: Bool, _ confidence: Confidence = step.confidence) {
      guard from != to else { return }
      let disputed = confidence == .disputed || step.confidence == .disputed
      let key = EdgeKey(from: from, to: to, silent: silent, disputed: disputed)
      result.append(Change(key: key, kind: kind))
    }
    switch style {
    case .app:
      var current = step.appStateBefore
      for call in step.calls {
        add(current.rawValue, call.appStateBefore.rawValue, silent: true)
        add(call.appStateBefore.rawValue, call.appState.rawValue, silent: false, call.confidence)
        current = call.appState
      }
      add(current.rawValue, step.appState.rawValue, silent: true)
    case .scene:
      var current: [Int: SceneState] = [:]
      for scene in step.scenesBefore { current[scene.id] = scene.state }
      for call in step.calls {
        guard let id = call.callback.sceneID, let before = call.sceneStateBefore,
          let after = call.sceneState
        else { continue }
        add((current[id] ?? .unattached).rawValue, before.rawValue, silent: true)
        add(before.rawValue, after.rawValue, silent: false, call.confidence)
        current[id] = after
      }
      for scene in step.scenes {
        add((current[scene.id] ?? .unattached).rawValue, scene.state.rawValue, silent: true)
      }
    }
    return result
  }
}
