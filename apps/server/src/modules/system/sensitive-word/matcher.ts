import { AhoCorasick } from '@monyone/aho-corasick/fast';

export interface MatchableWord {
  name: string;
  tags: readonly string[];
}

/**
 * The enabled sensitive words as one Aho–Corasick automaton (@monyone/aho-corasick, double-array variant): a scan
 * is linear in the text whatever the number of words. Unlike the reference's trie, every occurrence counts: a
 * one-character word matches, a longer word is found beside a shorter one it starts with (煞笔 and 煞笔二货), and
 * overlapping words are all found. Matching is exact (case-sensitive, no normalisation), as the reference's.
 */
export class SensitiveWordMatcher {
  private readonly automaton: AhoCorasick;
  private readonly tagsOf: Map<string, ReadonlySet<string>>;

  constructor(words: readonly MatchableWord[]) {
    this.automaton = new AhoCorasick(words.map((word) => word.name));
    this.tagsOf = new Map(words.map((word) => [word.name, new Set(word.tags)]));
  }

  get size(): number {
    return this.tagsOf.size;
  }

  /**
   * The words found in the text, each once, in the order of their first occurrence. With tags, only words carrying
   * at least one of them (the union of the per-tag sets); unknown tags select nothing.
   */
  find(text: string, tags: readonly string[] = []): string[] {
    const wanted = tags.length > 0 ? new Set(tags) : undefined;
    const firstAt = new Map<string, number>();
    const excluded = new Set<string>();
    for (const hit of this.automaton.matchInText(text)) {
      const seenAt = firstAt.get(hit.keyword);
      if (seenAt !== undefined) {
        if (hit.begin < seenAt) firstAt.set(hit.keyword, hit.begin);
      } else if (!excluded.has(hit.keyword)) {
        if (!wanted || this.carriesAny(hit.keyword, wanted)) firstAt.set(hit.keyword, hit.begin);
        else excluded.add(hit.keyword);
      }
    }
    return [...firstAt].sort((a, b) => a[1] - b[1]).map(([word]) => word);
  }

  private carriesAny(word: string, wanted: ReadonlySet<string>): boolean {
    for (const tag of this.tagsOf.get(word) ?? []) if (wanted.has(tag)) return true;
    return false;
  }
}
