import { type AutomatonArrays, buildAutomaton, lookup, scan } from './automaton';

export interface MatchableWord {
  name: string;
  tags: readonly string[];
}

interface Found {
  name: string;
  begin: number;
  end: number;
}

/** Words and their automaton (built here, or on the build thread and handed over). */
export class WordSet {
  constructor(
    readonly words: readonly MatchableWord[],
    readonly automaton: AutomatonArrays = buildAutomaton(words.map((word) => word.name)),
  ) {}

  has(name: string): boolean {
    return lookup(this.automaton, name) >= 0;
  }

  /** Each wanted word occurring in the text once, at its first occurrence; `skip` leaves names out. */
  firstOccurrences(text: string, wanted: ReadonlySet<string> | undefined, skip: ReadonlyMap<string, unknown> | undefined, into: Found[]): void {
    scan(this.automaton, text, (index, end) => {
      const word = this.words[index]!;
      if (skip?.has(word.name) || (wanted && !word.tags.some((tag) => wanted.has(tag)))) return;
      into.push({ name: word.name, begin: end - word.name.length, end });
    });
  }
}

/**
 * The enabled sensitive words (devtools reference §7.4): the words of the last build, and the changes written in
 * this process since (`changed`: a name's new state, undefined when it no longer matches), which take precedence.
 * A scan is linear in the text whatever the words and reports each word once (automaton.ts). Unlike the
 * reference's trie, every occurrence counts: a one-character word matches, a longer word is found beside a shorter
 * one it starts with (煞笔 and 煞笔二货), and overlapping words are all found. Matching is exact (case-sensitive, no
 * normalisation), as the reference's.
 */
export class SensitiveWordMatcher {
  private readonly added: WordSet | undefined;

  constructor(
    private readonly built: WordSet,
    private readonly changed: ReadonlyMap<string, MatchableWord | undefined> = new Map(),
  ) {
    const added = [...changed.values()].filter((word) => word !== undefined);
    this.added = added.length > 0 ? new WordSet(added) : undefined;
  }

  /** A matcher of these words, built on this thread (tests, the benchmark; the server builds on a thread of its own). */
  static of(words: readonly MatchableWord[]): SensitiveWordMatcher {
    return new SensitiveWordMatcher(new WordSet(words));
  }

  /** How many words match. */
  get size(): number {
    let replaced = 0;
    for (const name of this.changed.keys()) if (this.built.has(name)) replaced += 1;
    return this.built.words.length - replaced + (this.added?.words.length ?? 0);
  }

  /**
   * The words found in the text, each once, in the order of their first occurrence (of two starting at one place,
   * the shorter first). With tags, only words carrying at least one of them (the union of the per-tag sets);
   * unknown tags select nothing.
   */
  find(text: string, tags: readonly string[] = []): string[] {
    const wanted = tags.length > 0 ? new Set(tags) : undefined;
    const found: Found[] = [];
    this.built.firstOccurrences(text, wanted, this.changed.size > 0 ? this.changed : undefined, found);
    this.added?.firstOccurrences(text, wanted, undefined, found);
    return found.sort((a, b) => a.begin - b.begin || a.end - b.end).map((hit) => hit.name);
  }
}
