/**
 * A build's words as a few flat arrays instead of an object per word: the build thread packs them and hands the
 * buffers over without copying, and the request thread then holds 100,000 words as five arrays (nothing for its
 * garbage collector to walk, no per-word work when a build is taken in). A word's name and tags are read back only
 * for the words a scan finds.
 */
export interface PackedStrings {
  /** The strings' UTF-16 code units, one after another. */
  units: Uint16Array;
  /** String i is units[offsets[i]] up to units[offsets[i + 1]]. */
  offsets: Int32Array;
}

export interface PackedWords {
  names: PackedStrings;
  /** Word i's tags are entries tagStart[i] up to tagStart[i + 1] of `tags`. */
  tagStart: Int32Array;
  tags: PackedStrings;
}

function packStrings(strings: readonly string[]): PackedStrings {
  const offsets = new Int32Array(strings.length + 1);
  for (let i = 0; i < strings.length; i += 1) offsets[i + 1] = offsets[i]! + strings[i]!.length;
  const units = new Uint16Array(offsets[strings.length]!);
  for (let i = 0; i < strings.length; i += 1) {
    const s = strings[i]!;
    const at = offsets[i]!;
    for (let k = 0; k < s.length; k += 1) units[at + k] = s.charCodeAt(k);
  }
  return { units, offsets };
}

/** Packs the words (name and tags of each), in their order. */
export function packWords(words: readonly { name: string; tags: readonly string[] }[]): PackedWords {
  const tagStart = new Int32Array(words.length + 1);
  const tags: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    for (const tag of words[i]!.tags) tags.push(tag);
    tagStart[i + 1] = tags.length;
  }
  return { names: packStrings(words.map((word) => word.name)), tagStart, tags: packStrings(tags) };
}

const utf16 = new TextDecoder('utf-16le');
const stringAt = (p: PackedStrings, i: number) => utf16.decode(p.units.subarray(p.offsets[i], p.offsets[i + 1]));

export const wordCount = (p: PackedWords) => p.tagStart.length - 1;

export const nameAt = (p: PackedWords, i: number) => stringAt(p.names, i);

/** The length of word i's name, in code units. */
export const nameLength = (p: PackedWords, i: number) => p.names.offsets[i + 1]! - p.names.offsets[i]!;

/** Whether word i carries one of the tags. */
export function hasTag(p: PackedWords, i: number, wanted: ReadonlySet<string>): boolean {
  for (let t = p.tagStart[i]!; t < p.tagStart[i + 1]!; t += 1) if (wanted.has(stringAt(p.tags, t))) return true;
  return false;
}

/** The arrays' buffers, to transfer them to another thread. */
export const packedBuffers = (p: PackedWords): ArrayBuffer[] =>
  [p.names.units, p.names.offsets, p.tagStart, p.tags.units, p.tags.offsets].map((array) => array.buffer as ArrayBuffer);
