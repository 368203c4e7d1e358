/// Numbered slots, each empty or holding an element, kept in a tree of
/// 16-way nodes that copies share: setting a slot copies only the nodes on
/// its path. A step can keep the scenes as they were for the price of a few
/// nodes, where an array would copy every window at every step.
struct SharedSlots<Element: Sendable>: Sendable {
  private static var bits: Int { 4 }
  private static var fanout: Int { 1 << bits }

  private var root: Node?
  /// Levels below the root: the tree addresses `fanout^(height + 1)` slots.
  private var height = 0

  init() {}

  private var capacity: Int { 1 << (Self.bits * (height + 1)) }

  subscript(index: Int) -> Element? {
    get {
      guard index >= 0, index < capacity else { return nil }
      var node = root
      var level = height
      while let current = node {
        let slot = (index >> (Self.bits * level)) & (Self.fanout - 1)
        if level == 0 { return current.items[slot] }
        node = current.children[slot]
        level -= 1
      }
      return nil
    }
    set {
      guard index >= 0 else { return }
      while index >= capacity {
        if let old = root {
          var children = [Node?](repeating: nil, count: Self.fanout)
          children[0] = old
          root = Node(children: children, filled: old.filled)
        }
        height += 1
      }
      root = Self.setting(newValue, at: index, in: root, level: height)
    }
  }

  private static func setting(_ value: Element?, at index: Int, in node: Node?, level: Int)
    -> Node?
  {
    let slot = (index >> (bits * level)) & (fanout - 1)
    if level == 0 {
      var items = node?.items ?? [Element?](repeating: nil, count: fanout)
      items[slot] = value
      let filled = items.count { $0 != nil }
      return filled == 0 ? nil : Node(items: items, filled: filled)
    }
    var children = node?.children ?? [Node?](repeating: nil, count: fanout)
    children[slot] = setting(value, at: index, in: children[slot], level: level - 1)
    let filled = children.reduce(0) { $0 + ($1?.filled ?? 0) }
    return filled == 0 ? nil : Node(children: children, filled: filled)
  }

  /// The lowest slot with no element.
  func firstEmpty() -> Int {
    Self.firstEmpty(in: root, level: height, base: 0) ?? capacity
  }

  private static func firstEmpty(in node: Node?, level: Int, base: Int) -> Int? {
    guard let node else { return base }
    let span = 1 << (bits * level)
    if node.filled == span * fanout { return nil }
    if level == 0 { return node.items.firstIndex { $0 == nil }.map { base + $0 } }
    for (slot, child) in node.children.enumerated() {
      if let found = firstEmpty(in: child, level: level - 1, base: base + slot * span) { return found }
    }
    return nil
  }

  /// The elements in slot order.
  var elements: [Element] {
    var out: [Element] = []
    Self.collect(root, level: height, into: &out)
    return out
  }

  private static func collect(_ node: Node?, level: Int, into out: inout [Element]) {
    guard let node else { return }
    if level == 0 {
      for case let item? in node.items { out.append(item) }
      return
    }
    for child in node.children { collect(child, level: level - 1, into: &out) }
  }

  /// The first element in slot order that matches, visiting no more.
  func first(where matches: (Element) -> Bool) -> Element? {
    Self.first(in: root, level: height, where: matches)
  }

  private static func first(in node: Node?, level: Int, where matches: (Element) -> Bool) -> Element? {
    guard let node else { return nil }
    if level == 0 { return node.items.lazy.compactMap { $0 }.first(where: matches) }
    for child in node.children {
      if let found = first(in: child, level: level - 1, where: matches) { return found }
    }
    return nil
  }

  /// Whether both are the same tree, so equal without a look inside.
  func isIdentical(to other: SharedSlots) -> Bool {
    root === other.root && height == other.height
  }

  /// A node of `SharedSlots`: never changed once built, so copies share it.
  final class Node: Sendable {
    /// Elements, at the bottom level; empty above.
    let items: [Element?]
    /// Subtrees, above the bottom level; empty at the bottom.
    let children: [Node?]
    /// Slots holding an element in this subtree.
    let filled: Int

    init(items: [Element?], filled: Int) {
      self.items = items
      self.children = []
      self.filled = filled
    }

    init(children: [Node?], filled: Int) {
      self.items = []
      self.children = children
      self.filled = filled
    }
  }
}
