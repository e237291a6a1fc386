import type { StoredRecord } from '../store/readCollectionFile';
import { foldedTextAt } from './fieldValues';
import { insertSorted, intersectSorted, removeSorted } from './sortedNumbers';

/** Text filters: each record's folded text, plus a trigram index over it. */
export interface TextIndex {
  add(position: number, record: StoredRecord): void;
  remove(position: number, record: StoredRecord): void;
  /**
   * Positions whose folded text contains `needle` (folded, not empty): every record a
   * `contains`, `equals`, `startsWith` or `endsWith` filter with that text can match.
   * Ascending. Trigrams answer needles of three characters or more; shorter ones scan the
   * folded texts (no accent folding per record, a few milliseconds for 100 000).
   */
  containing(needle: string): number[];
  /** An upper bound of `containing(needle).length`, cheap. */
  estimate(needle: string): number;
}

const GRAM = 3;

/** A trigram as one number: three UTF-16 code units, 16 bits each. */
function gramAt(text: string, at: number): number {
  return (text.charCodeAt(at) * 65536 + text.charCodeAt(at + 1)) * 65536 + text.charCodeAt(at + 2);
}

function gramsOf(text: string): Set<number> {
  const grams = new Set<number>();
  for (let at = 0; at + GRAM <= text.length; at += 1) grams.add(gramAt(text, at));
  return grams;
}

/** Builds the folded texts of `path` over `records`; the trigrams come on the first long needle. */
export function createTextIndex(path: string, records: readonly (StoredRecord | undefined)[]): TextIndex {
  const folded: string[] = records.map((record) => (record ? foldedTextAt(record, path) : ''));
  let postings: Map<number, number[]> | undefined;

  const buildPostings = (): Map<number, number[]> => {
    const built = new Map<number, number[]>();
    folded.forEach((text, position) => {
      for (let at = 0; at + GRAM <= text.length; at += 1) {
        const gram = gramAt(text, at);
        const list = built.get(gram);
        // Positions come in order, so a repeat within one text is the last entry.
        if (!list) built.set(gram, [position]);
        else if (list[list.length - 1] !== position) list.push(position);
      }
    });
    return built;
  };

  const listsFor = (needle: string): number[][] => {
    postings ??= buildPostings();
    const lists: number[][] = [];
    for (const gram of gramsOf(needle)) lists.push(postings.get(gram) ?? []);
    return lists.sort((a, b) => a.length - b.length);
  };

  return {
    add(position, record) {
      const text = foldedTextAt(record, path);
      folded[position] = text;
      if (!postings) return;
      for (const gram of gramsOf(text)) {
        const list = postings.get(gram);
        if (list) insertSorted(list, position);
        else postings.set(gram, [position]);
      }
    },
    remove(position) {
      const text = folded[position] ?? '';
      folded[position] = '';
      if (!postings) return;
      for (const gram of gramsOf(text)) {
        const list = postings.get(gram);
        if (!list) continue;
        removeSorted(list, position);
        if (list.length === 0) postings.delete(gram);
      }
    },
    containing(needle) {
      const out: number[] = [];
      if (needle.length < GRAM) {
        folded.forEach((text, position) => {
          if (text.includes(needle)) out.push(position);
        });
        return out;
      }
      const [first = [], ...rest] = listsFor(needle);
      let candidates = first;
      for (const list of rest) {
        if (candidates.length === 0) break;
        candidates = intersectSorted(candidates, list);
      }
      // Trigrams in common are not yet the needle in one piece.
      for (const position of candidates) if (folded[position]!.includes(needle)) out.push(position);
      return out;
    },
    estimate(needle) {
      if (needle.length < GRAM) return folded.length;
      return listsFor(needle)[0]?.length ?? 0;
    },
  };
}
