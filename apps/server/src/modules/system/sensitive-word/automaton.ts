/**
 * An Aho–Corasick automaton over UTF-16 code units, held in flat typed arrays so that a worker thread can build it
 * and hand it over without copying (automaton-thread.ts). Written here (docs/sensitive-words.md says why):
 * @monyone/aho-corasick, used before, keeps in every node the list of all words ending there (quadratic in nested
 * words: a, aa, … a×255), answers an array of every occurrence (12 million objects for 1,000,000 × `a` against
 * a … a×12), and its double-array build searches its free list from the start for every node, which grows faster
 * than the words (128 s for 100,000). Here each node keeps one dictionary-suffix link, and a scan reports each word
 * once (see `Scan`).
 *
 * Nodes are numbered breadth first; the children of a node are consecutive and sorted by code unit, so a transition
 * is a binary search (a table of 65,536 entries for the root, the state the scan returns to most).
 */
export interface AutomatonArrays {
  /** Per node: its first child's number, and how many children it has. */
  firstChild: Int32Array;
  childCount: Int32Array;
  /** Per node: the code unit on the edge from its parent. */
  code: Uint16Array;
  /** Per node: the node of its longest proper suffix present in the trie. */
  failure: Int32Array;
  /** Per node: the nearest node along the failure links that ends a word (dictionary-suffix link), or -1. */
  output: Int32Array;
  /** Per node: the index (in the list it was built from) of the word ending here, or -1. */
  word: Int32Array;
  /** The root's child for each code unit, 0 for none (the root is nobody's child). */
  rootNext: Int32Array;
  /** How many words the list it was built from had. */
  wordCount: number;
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function commonPrefixLength(a: string, b: string): number {
  const max = Math.min(a.length, b.length);
  let i = 0;
  while (i < max && a.charCodeAt(i) === b.charCodeAt(i)) i += 1;
  return i;
}

/**
 * Builds the automaton of `names` (empty ones are ignored; of equal ones the first counts). Time and memory are
 * linear in the names' total length, plus sorting them.
 */
export function buildAutomaton(names: readonly string[]): AutomatonArrays {
  const order = [...names.keys()].filter((i) => names[i]!.length > 0).sort((x, y) => compare(names[x]!, names[y]!) || x - y);
  // The trie's size exactly: each name adds what it does not share with the one sorted before it.
  let nodeCount = 1;
  for (let k = 0; k < order.length; k += 1) {
    const name = names[order[k]!]!;
    nodeCount += name.length - (k > 0 ? commonPrefixLength(names[order[k - 1]!]!, name) : 0);
  }
  const arrays: AutomatonArrays = {
    firstChild: new Int32Array(nodeCount),
    childCount: new Int32Array(nodeCount),
    code: new Uint16Array(nodeCount),
    failure: new Int32Array(nodeCount),
    output: new Int32Array(nodeCount).fill(-1),
    word: new Int32Array(nodeCount).fill(-1),
    rootNext: new Int32Array(65_536),
    wordCount: names.length,
  };
  const { firstChild, childCount, code, failure, output, word } = arrays;
  // Per node while building: the range of sorted names that start with its path, and its depth.
  const from = new Int32Array(nodeCount);
  const to = new Int32Array(nodeCount);
  const depth = new Int32Array(nodeCount);
  to[0] = order.length;
  let created = 1;
  // Breadth first, so a node's failure (shallower) and that node's children exist when the node is made.
  for (let node = 0; node < created; node += 1) {
    const d = depth[node]!;
    let k = from[node]!;
    const end = to[node]!;
    // The names that end here sort first in the range.
    while (k < end && names[order[k]!]!.length === d) k += 1;
    firstChild[node] = created;
    while (k < end) {
      const unit = names[order[k]!]!.charCodeAt(d);
      const start = k;
      while (k < end && names[order[k]!]!.charCodeAt(d) === unit) k += 1;
      const child = created;
      created += 1;
      code[child] = unit;
      from[child] = start;
      to[child] = k;
      depth[child] = d + 1;
      if (names[order[start]!]!.length === d + 1) word[child] = order[start]!;
      if (node === 0) arrays.rootNext[unit] = child;
      else {
        let state = failure[node]!;
        let next = transition(arrays, state, unit);
        while (next === 0 && state !== 0) {
          state = failure[state]!;
          next = transition(arrays, state, unit);
        }
        failure[child] = next;
      }
      const fallback = failure[child]!;
      output[child] = word[fallback]! >= 0 ? fallback : output[fallback]!;
    }
    childCount[node] = created - firstChild[node]!;
  }
  return arrays;
}

/** The child of `node` along `unit`, or 0. */
function transition(a: AutomatonArrays, node: number, unit: number): number {
  if (node === 0) return a.rootNext[unit]!;
  let low = a.firstChild[node]!;
  let high = low + a.childCount[node]! - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const at = a.code[middle]!;
    if (at === unit) return middle;
    if (at < unit) low = middle + 1;
    else high = middle - 1;
  }
  return 0;
}

/**
 * Calls `found(wordIndex, end)` once for each word occurring in the text, at its first occurrence (`end`: the index
 * after its last code unit), in the order of those ends. Linear in the text's length whatever the words: the
 * dictionary-suffix links are followed only up to the first word already reported, since everything beyond it was
 * reported with it; memory is one byte per word. Runs in parts (`run`), so a long text need not hold the thread.
 */
export class Scan {
  private readonly reported: Uint8Array;
  private state = 0;
  private at = 0;

  constructor(
    private readonly a: AutomatonArrays,
    private readonly text: string,
    private readonly found: (wordIndex: number, end: number) => void,
  ) {
    this.reported = new Uint8Array(a.wordCount);
  }

  /** Scans up to `count` more code units; answers whether the text is done. */
  run(count = Infinity): boolean {
    const { a, text, reported, found } = this;
    const stop = Math.min(text.length, this.at + count);
    let state = this.state;
    for (let i = this.at; i < stop; i += 1) {
      const unit = text.charCodeAt(i);
      let next = transition(a, state, unit);
      while (next === 0 && state !== 0) {
        state = a.failure[state]!;
        next = transition(a, state, unit);
      }
      state = next;
      let hit = a.word[state]! >= 0 ? state : a.output[state]!;
      while (hit >= 0) {
        const index = a.word[hit]!;
        if (reported[index]) break;
        reported[index] = 1;
        found(index, i + 1);
        hit = a.output[hit]!;
      }
    }
    this.state = state;
    this.at = stop;
    return stop === text.length;
  }
}

/** The index of the word `name`, or -1. */
export function lookup(a: AutomatonArrays, name: string): number {
  let node = 0;
  for (let i = 0; i < name.length && (node > 0 || i === 0); i += 1) node = transition(a, node, name.charCodeAt(i));
  return node > 0 ? a.word[node]! : -1;
}

/** The typed arrays' buffers, to transfer them to another thread. */
export const automatonBuffers = (a: AutomatonArrays): ArrayBuffer[] =>
  [a.firstChild, a.childCount, a.code, a.failure, a.output, a.word, a.rootNext].map((array) => array.buffer as ArrayBuffer);
