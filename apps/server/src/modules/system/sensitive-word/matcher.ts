import { setImmediate as nextTurn } from 'node:timers/promises';
import { type AutomatonArrays, buildAutomaton, lookup, Scan } from './automaton';
import { hasTag, nameAt, nameLength, type PackedWords, packWords, wordCount } from './packed-words';

export interface MatchableWord {
  name: string;
  tags: readonly string[];
}

/** Code units scanned per turn of the event loop by `findInSlices` (a few milliseconds). */
const SLICE = 100_000;

interface Found {
  name: string;
  begin: number;
  end: number;
}

/** A build's words (packed-words.ts) and their automaton, as the build thread hands them over. */
export interface BuiltWords {
  words: PackedWords;
  automaton: AutomatonArrays;
}

/** Words and their automaton (built here from a list, or on the build thread and handed over). */
export class WordSet {
  private readonly words: PackedWords;
  private readonly automaton: AutomatonArrays;

  constructor(source: readonly MatchableWord[] | BuiltWords) {
    if (Array.isArray(source)) {
      const list = source as readonly MatchableWord[];
      this.words = packWords(list);
      this.automaton = buildAutomaton(list.map((word) => word.name));
    } else {
      ({ words: this.words, automaton: this.automaton } = source as BuiltWords);
    }
  }

  get count(): number {
    return wordCount(this.words);
  }

  has(name: string): boolean {
    return lookup(this.automaton, name) >= 0;
  }

  /** Each wanted word occurring in the text once, at its first occurrence, into `into`; `skip` leaves names out. */
  scan(text: string, wanted: ReadonlySet<string> | undefined, skip: ReadonlyMap<string, unknown> | undefined, into: Found[]): Scan {
    return new Scan(this.automaton, text, (index, end) => {
      if (wanted && !hasTag(this.words, index, wanted)) return;
      const name = nameAt(this.words, index);
      if (skip?.has(name)) return;
      into.push({ name, begin: end - nameLength(this.words, index), end });
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
    return this.built.count - replaced + (this.added?.count ?? 0);
  }

  /**
   * The words found in the text, each once, in the order of their first occurrence (of two starting at one place,
   * the shorter first). With tags, only words carrying at least one of them (the union of the per-tag sets);
   * unknown tags select nothing.
   */
  find(text: string, tags: readonly string[] = []): string[] {
    const { scans, answer } = this.scans(text, tags);
    for (const scan of scans) scan.run();
    return answer();
  }

  /** As `find`, SLICE code units at a time, letting other work run between (the server's way: texts of 1,000,000). */
  async findInSlices(text: string, tags: readonly string[] = []): Promise<string[]> {
    const { scans, answer } = this.scans(text, tags);
    for (const scan of scans) while (!scan.run(SLICE)) await nextTurn();
    return answer();
  }

  private scans(text: string, tags: readonly string[]) {
    const wanted = tags.length > 0 ? new Set(tags) : undefined;
    const found: Found[] = [];
    const scans = [this.built.scan(text, wanted, this.changed.size > 0 ? this.changed : undefined, found)];
    if (this.added) scans.push(this.added.scan(text, wanted, undefined, found));
    return { scans, answer: () => found.sort((a, b) => a.begin - b.begin || a.end - b.end).map((hit) => hit.name) };
  }
}
