import LifeQuizStorage

/// The tables of an Anki collection at schema 11, and the JSON its `col`
/// row holds: what Anki's own importer reads from a package.
extension AnkiPackage {
  static let schema = [
    """
    create table col (id integer primary key, crt integer not null, mod integer not null, scm integer not null,
      ver integer not null, dty integer not null, usn integer not null, ls integer not null, conf text not null,
      models text not null, decks text not null, dconf text not null, tags text not null)
    """,
    """
    create table notes (id integer primary key, guid text not null, mid integer not null, mod integer not null,
      usn integer not null, tags text not null, flds text not null, sfld integer not null, csum integer not null,
      flags integer not null, data text not null)
    """,
    """
    create table cards (id integer primary key, nid integer not null, did integer not null, ord integer not null,
      mod integer not null, usn integer not null, type integer not null, queue integer not null, due integer not null,
      ivl integer not null, factor integer not null, reps integer not null, lapses integer not null,
      left integer not null, odue integer not null, odid integer not null, flags integer not null, data text not null)
    """,
    """
    create table revlog (id integer primary key, cid integer not null, usn integer not null, ease integer not null,
      ivl integer not null, lastIvl integer not null, factor integer not null, time integer not null,
      type integer not null)
    """,
    "create table graves (usn integer not null, oid integer not null, type integer not null)",
    "create index ix_notes_usn on notes (usn)",
    "create index ix_cards_usn on cards (usn)",
    "create index ix_revlog_usn on revlog (usn)",
    "create index ix_cards_nid on cards (nid)",
    "create index ix_cards_sched on cards (did, queue, due)",
    "create index ix_revlog_cid on revlog (cid)",
    "create index ix_notes_csum on notes (csum)",
  ]

  static let configuration: JSON = .object([
    ("nextPos", .integer(1)), ("estTimes", .bool(true)), ("activeDecks", .array([.integer(1)])),
    ("sortType", .string("noteFld")), ("timeLim", .integer(0)), ("sortBackwards", .bool(false)),
    ("addToCur", .bool(true)), ("curDeck", .integer(1)), ("newSpread", .integer(0)), ("dueCounts", .bool(true)),
    ("curModel", .string(String(modelID))), ("collapseTime", .integer(1200)),
  ])

  static var models: JSON {
    func field(_ name: String, _ order: Int) -> JSON {
      .object([
        ("name", .string(name)), ("ord", .integer(order)), ("sticky", .bool(false)), ("rtl", .bool(false)),
        ("font", .string("Arial")), ("size", .integer(20)), ("media", .array([])),
      ])
    }
    let template: JSON = .object([
      ("name", .string("Card 1")), ("ord", .integer(0)), ("qfmt", .string("{{Front}}")),
      ("afmt", .string("{{FrontSide}}\n\n<hr id=answer>\n\n{{Back}}")), ("did", .null), ("bqfmt", .string("")),
      ("bafmt", .string("")),
    ])
    let model: JSON = .object([
      ("id", .integer(Int(modelID))), ("name", .string("lifequiz")), ("type", .integer(0)),
      ("mod", .integer(Int(created))), ("usn", .integer(-1)), ("sortf", .integer(0)), ("did", .integer(1)),
      ("tmpls", .array([template])), ("flds", .array([field("Front", 0), field("Back", 1)])), ("css", .string(css)),
      ("latexPre", .string("\\documentclass[12pt]{article}\n\\begin{document}\n")),
      ("latexPost", .string("\\end{document}")), ("latexsvg", .bool(false)), ("tags", .array([])),
      ("vers", .array([])), ("req", .array([.array([.integer(0), .string("any"), .array([.integer(0)])])])),
    ])
    return .object([(String(modelID), model)])
  }

  static func decks(_ ids: [String: Int64]) -> JSON {
    func deck(_ id: Int64, _ name: String) -> JSON {
      .object([
        ("id", .integer(Int(id))), ("name", .string(name)), ("mod", .integer(Int(created))), ("usn", .integer(-1)),
        ("lrnToday", .array([.integer(0), .integer(0)])), ("revToday", .array([.integer(0), .integer(0)])),
        ("newToday", .array([.integer(0), .integer(0)])), ("timeToday", .array([.integer(0), .integer(0)])),
        ("collapsed", .bool(false)), ("browserCollapsed", .bool(false)), ("desc", .string("")), ("dyn", .integer(0)),
        ("conf", .integer(1)), ("extendNew", .integer(0)), ("extendRev", .integer(0)),
      ])
    }
    var members = JSONObject()
    members["1"] = deck(1, "Default")
    members[String(id("deck"))] = deck(id("deck"), "lifequiz")
    for (topic, deckID) in ids.sorted(by: { $0.key < $1.key }) {
      members[String(deckID)] = deck(deckID, "lifequiz::" + topic)
    }
    return .object(members)
  }

  static let deckConfigurations: JSON = .object([
    (
      "1",
      .object([
        ("id", .integer(1)), ("name", .string("Default")), ("mod", .integer(0)), ("usn", .integer(0)),
        ("maxTaken", .integer(60)), ("autoplay", .bool(true)), ("timer", .integer(0)), ("replayq", .bool(true)),
        ("dyn", .bool(false)),
        (
          "new",
          .object([
            ("delays", .array([.number(1), .number(10)])), ("ints", .array([.integer(1), .integer(4), .integer(0)])),
            ("initialFactor", .integer(2500)), ("order", .integer(1)), ("perDay", .integer(20)),
          ])
        ),
        (
          "rev",
          .object([
            ("perDay", .integer(200)), ("ease4", .number(1.3)), ("ivlFct", .integer(1)), ("maxIvl", .integer(36500)),
            ("hardFactor", .number(1.2)),
          ])
        ),
        (
          "lapse",
          .object([
            ("delays", .array([.number(10)])), ("mult", .integer(0)), ("minInt", .integer(1)),
            ("leechFails", .integer(8)), ("leechAction", .integer(1)),
          ])
        ),
      ])
    )
  ])
}
