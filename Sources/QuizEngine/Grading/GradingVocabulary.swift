/// The words the grader reads claims by, from the `grading` object of
/// `Localization/vocabulary/<language>.json`, every language merged.
public struct GradingVocabulary: Hashable, Sendable {
  /// Whole words that negate their clause: `not`, `never`, `안`, `못`.
  public var negations: [String]
  /// Parts of a Korean word that negate it: `않`, `없`, `아니`.
  public var negatingParts: [String]
  /// Words that hold a negating part and negate nothing (`틀림없`), and
  /// phrases whose first word does not negate (`안 그러면`, "otherwise").
  public var negationLookalikes: [String]
  /// Negations that come in pairs, `["neither", "nor"]`: the second, in a
  /// clause the first opened, goes on with its one negation ("neither A nor
  /// B is called"); anywhere else it opens a negated clause ("…, nor is B").
  public var negationPairs: [[String]]
  /// Negations that open a phrase of their own (`without`): what they deny
  /// follows them, so they start a clause, unless the clause is negated
  /// already ("never without notice" is one claim). A phrase of two words
  /// or more ("instead of", "rather than") is no negation word itself: it
  /// stays with the claim before it and negates the words after it.
  public var phraseNegations: [String]
  /// Words that end the clause such a phrase opened when no comma does: a
  /// new subject ("rather than jumping back in I'd show a pause menu").
  public var phraseClosers: [String]
  /// Whole words that start a new clause: `but`, `and`, `하지만`.
  public var clauseWords: [String]
  /// Korean word endings that end a clause: `지만`, `고`, `는데`.
  public var clauseEndings: [String]
  /// Korean nouns that only look like a clause or verb ending: `경고`, `제어`.
  public var clauseKeep: [String]
  /// Korean endings that look like a clause ending but quote or report
  /// (`간다고`): the clause runs on.
  public var clauseKeepEndings: [String]
  /// Between two names, the first comes first: `then`, `→`, `다음`.
  public var forward: [String]
  /// Between two names, the second comes first: `after`, `전에`.
  public var backward: [String]
  /// Right after the second name, it comes first: `다음에` in "A는 B 다음에".
  public var backwardAfter: [String]
  /// Just before the first name, the first comes first: `after` in "After A, B".
  public var leadingForward: [String]
  /// Just before the first name, the second comes first: `before` in "Before A, B".
  public var leadingBackward: [String]
  /// Words that make a piece of an answer a statement: `is`, `called`.
  public var verbs: [String]
  /// Korean endings that do the same: `다`, `요`, `고`.
  public var verbEndings: [String]
  /// A sentence with these reads a plain list of names as an order: `순서`, `in order`.
  public var listOrder: [String]
  /// Words of a closing remark that sums a list up ("… 이런 것들로
  /// 처리합니다", "these are the keywords"): after five items or more, such a
  /// remark claims nothing, unless it says the list is an order.
  public var listSummaries: [String]
  /// Words that say "only": `only`; Korean endings written with a leading
  /// `-` (`-만`: `didBecomeActive만`), else parts (`뿐`). A wrong belief that
  /// says only (`didBecomeActive만 호출`) is said only by an answer that does.
  public var restrictions: [String]
  /// Words that make a clause a condition: `if`; Korean endings written
  /// with a leading `-` (`-면`: `안 쓰면`) on the word that ends the clause.
  /// A negation there is about the condition, not a claim of the answer.
  public var conditionals: [String]
  /// Words that, right after a backward cue, make it point back to what was
  /// just said: "A, after which B" and "A. After that, B" are A then B.
  public var pointsBack: [String]
  /// A clause with one of these asserts nothing: `not sure`, `모르겠`.
  public var hedges: [String]
  /// Words that carry no claim alone: `foreground`, `홈`, `없습니다`.
  public var generic: [String]
  /// Korean spellings of selector words: `["리사인", "resign"]`.
  public var transliterations: [[String]]
  /// Words that make the same claim in an answer (`terminate`, `kill`;
  /// `저장`, `보관`): a way's word is also said by any other of its group.
  /// The grader's alone; search keeps its own words apart.
  public var synonyms: [[String]]
  /// Korean prefixes that make a word its own opposite: `비` (`비활성` is
  /// not `활성`), `인` (`inactive`, folded to `인액티브`, is not `액티브`).
  /// A Korean word is found inside a longer one, but not after these.
  public var oppositePrefixes: [String]

  public init(
    negations: [String] = [], negatingParts: [String] = [], negationLookalikes: [String] = [],
    negationPairs: [[String]] = [], phraseNegations: [String] = [], phraseClosers: [String] = [],
    clauseWords: [String] = [], clauseEndings: [String] = [],
    clauseKeep: [String] = [], clauseKeepEndings: [String] = [],
    forward: [String] = [], backward: [String] = [], backwardAfter: [String] = [], leadingForward: [String] = [],
    leadingBackward: [String] = [], verbs: [String] = [], verbEndings: [String] = [], listOrder: [String] = [],
    listSummaries: [String] = [], restrictions: [String] = [], conditionals: [String] = [], pointsBack: [String] = [],
    hedges: [String] = [], generic: [String] = [], transliterations: [[String]] = [], synonyms: [[String]] = [],
    oppositePrefixes: [String] = []
  ) {
    self.negations = negations
    self.negatingParts = negatingParts
    self.negationLookalikes = negationLookalikes
    self.negationPairs = negationPairs
    self.phraseNegations = phraseNegations
    self.phraseClosers = phraseClosers
    self.clauseWords = clauseWords
    self.clauseEndings = clauseEndings
    self.clauseKeep = clauseKeep
    self.clauseKeepEndings = clauseKeepEndings
    self.forward = forward
    self.backward = backward
    self.backwardAfter = backwardAfter
    self.leadingForward = leadingForward
    self.leadingBackward = leadingBackward
    self.verbs = verbs
    self.verbEndings = verbEndings
    self.listOrder = listOrder
    self.listSummaries = listSummaries
    self.restrictions = restrictions
    self.conditionals = conditionals
    self.pointsBack = pointsBack
    self.hedges = hedges
    self.generic = generic
    self.transliterations = transliterations
    self.synonyms = synonyms
    self.oppositePrefixes = oppositePrefixes
  }

  public static func merged(_ vocabularies: [GradingVocabulary]) -> GradingVocabulary {
    GradingVocabulary(
      negations: vocabularies.flatMap(\.negations), negatingParts: vocabularies.flatMap(\.negatingParts),
      negationLookalikes: vocabularies.flatMap(\.negationLookalikes),
      negationPairs: vocabularies.flatMap(\.negationPairs), phraseNegations: vocabularies.flatMap(\.phraseNegations),
      phraseClosers: vocabularies.flatMap(\.phraseClosers),
      clauseWords: vocabularies.flatMap(\.clauseWords), clauseEndings: vocabularies.flatMap(\.clauseEndings),
      clauseKeep: vocabularies.flatMap(\.clauseKeep), clauseKeepEndings: vocabularies.flatMap(\.clauseKeepEndings),
      forward: vocabularies.flatMap(\.forward), backward: vocabularies.flatMap(\.backward),
      backwardAfter: vocabularies.flatMap(\.backwardAfter),
      leadingForward: vocabularies.flatMap(\.leadingForward), leadingBackward: vocabularies.flatMap(\.leadingBackward),
      verbs: vocabularies.flatMap(\.verbs), verbEndings: vocabularies.flatMap(\.verbEndings),
      listOrder: vocabularies.flatMap(\.listOrder),
      listSummaries: vocabularies.flatMap(\.listSummaries), restrictions: vocabularies.flatMap(\.restrictions),
      conditionals: vocabularies.flatMap(\.conditionals),
      pointsBack: vocabularies.flatMap(\.pointsBack),
      hedges: vocabularies.flatMap(\.hedges), generic: vocabularies.flatMap(\.generic),
      transliterations: vocabularies.flatMap(\.transliterations), synonyms: vocabularies.flatMap(\.synonyms),
      oppositePrefixes: vocabularies.flatMap(\.oppositePrefixes))
  }
}
