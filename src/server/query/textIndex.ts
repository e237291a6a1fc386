import type { MatchType } from '../../framework/data/apiConventions';
import { readField } from '../../framework/query/readField';
import { foldText } from '../../framework/query/textMatch';
import { valuesAtPath } from '../../framework/query/valuesAtPath';
import type { StoredRecord } from '../store/readCollectionFile';
import { insertSorted, intersectSorted, removeSorted } from './sortedNumbers';

/** Text filters on one path: each record's folded text(s), plus a trigram index over them. */
export interface TextIndex {
  add(position: number, record: StoredRecord): void;
  remove(position: number, record: StoredRecord): void;
  /** Follows a record replaced in place: only the trigrams that changed move. */
  replace(position: number, before: StoredRecord, after: StoredRecord): void;
  /**
   * Exactly the positions of the records a text filter on the path with `needle` (folded,
   * not empty) and `matchType` passes, as recordPredicates decides: the folded value
   * (`readField`) for a plain path; for a `[]` path, any folded item, or no item for
   * `notContains`. Ascending. Trigrams answer needles of three characters or more; the
   * others, and `notContains`, scan the folded texts kept per position (no folding, no
   * lookup: a plain string test each, a few milliseconds for 100 000).
   */
  matching(needle: string, matchType: MatchType): number[];
  /** An upper bound of `matching(needle, matchType).length`, cheap. */
  estimate(needle: string, matchType: MatchType): number;
}

const GRAM = 3;

/** A trigram as one number: three UTF-16 code units, 16 bits each. */
function gramAt(text: string, at: number): number {
  return (text.charCodeAt(at) * 65536 + text.charCodeAt(at + 1)) * 65536 + text.charCodeAt(at + 2);
}

function addGrams(text: string, grams: Set<number>): void {
  for (let at = 0; at + GRAM <= text.length; at += 1) grams.add(gramAt(text, at));
}

/** Whether one folded text passes; for `notContains`, whether it contains the needle (negated by the caller). */
function textTest(needle: string, matchType: MatchType): (text: string) => boolean {
  switch (matchType) {
    case 'equals':
      return (text) => text === needle;
    case 'startsWith':
      return (text) => text.startsWith(needle);
    case 'endsWith':
      return (text) => text.endsWith(needle);
    case 'contains':
    case 'notContains':
      return (text) => text.includes(needle);
  }
}

/** Builds the folded texts of `path` over `records`; the trigrams come on the first long needle. */
export function createTextIndex(path: string, records: readonly (StoredRecord | undefined)[]): TextIndex {
  // A `[]` path filters by any of its items, so each position keeps the list of them.
  const throughArrays = path.includes('[]');
  const single: (string | undefined)[] = [];
  const items: (string[] | undefined)[] = [];
  const remember = (position: number, record: StoredRecord | undefined): void => {
    if (throughArrays) items[position] = record ? valuesAtPath(record, path).map(({ value }) => foldText(value)) : undefined;
    else single[position] = record ? foldText(readField(record, path)) : undefined;
  };
  records.forEach((record, position) => remember(position, record));
  const length = (): number => (throughArrays ? items.length : single.length);

  const gramsAt = (position: number): Set<number> => {
    const grams = new Set<number>();
    if (throughArrays) for (const text of items[position] ?? []) addGrams(text, grams);
    else addGrams(single[position] ?? '', grams);
    return grams;
  };

  let postings: Map<number, number[]> | undefined;
  const buildPostings = (): Map<number, number[]> => {
    const built = new Map<number, number[]>();
    for (let position = 0; position < length(); position += 1) {
      for (const gram of gramsAt(position)) {
        const list = built.get(gram);
        // Positions come in order, one visit each.
        if (list) list.push(position);
        else built.set(gram, [position]);
      }
    }
    return built;
  };

  const listsFor = (needle: string): number[][] => {
    postings ??= buildPostings();
    const grams = new Set<number>();
    addGrams(needle, grams);
    const lists: number[][] = [];
    for (const gram of grams) lists.push(postings.get(gram) ?? []);
    return lists.sort((a, b) => a.length - b.length);
  };

  const addPostings = (position: number, grams: Iterable<number>): void => {
    for (const gram of grams) {
      const list = postings!.get(gram);
      if (list) insertSorted(list, position);
      else postings!.set(gram, [position]);
    }
  };
  const removePostings = (position: number, grams: Iterable<number>): void => {
    for (const gram of grams) {
      const list = postings!.get(gram);
      if (!list) continue;
      removeSorted(list, position);
      if (list.length === 0) postings!.delete(gram);
    }
  };

  /** Positions of `candidates` (every position when undefined) whose texts pass. */
  const select = (needle: string, matchType: MatchType, candidates: readonly number[] | undefined): number[] => {
    const test = textTest(needle, matchType);
    const negate = matchType === 'notContains';
    const out: number[] = [];
    const count = candidates ? candidates.length : length();
    if (!throughArrays) {
      for (let at = 0; at < count; at += 1) {
        const position = candidates ? candidates[at]! : at;
        const text = single[position];
        if (text !== undefined && test(text) !== negate) out.push(position);
      }
      return out;
    }
    for (let at = 0; at < count; at += 1) {
      const position = candidates ? candidates[at]! : at;
      const texts = items[position];
      if (texts !== undefined && (negate ? !texts.some(test) : texts.some(test))) out.push(position);
    }
    return out;
  };

  return {
    add(position, record) {
      remember(position, record);
      if (postings) addPostings(position, gramsAt(position));
    },
    remove(position) {
      const grams = postings ? gramsAt(position) : undefined;
      remember(position, undefined);
      if (grams) removePostings(position, grams);
    },
    replace(position, _before, after) {
      const was = postings ? gramsAt(position) : undefined;
      remember(position, after);
      if (!was) return;
      const is = gramsAt(position);
      removePostings(
        position,
        [...was].filter((gram) => !is.has(gram)),
      );
      addPostings(
        position,
        [...is].filter((gram) => !was.has(gram)),
      );
    },
    matching(needle, matchType) {
      if (needle.length < GRAM || matchType === 'notContains') return select(needle, matchType, undefined);
      const [first = [], ...rest] = listsFor(needle);
      let candidates = first;
      for (const list of rest) {
        if (candidates.length === 0) break;
        candidates = intersectSorted(candidates, list);
      }
      // Trigrams in common are not yet the needle in one piece, nor at the right place.
      return select(needle, matchType, candidates);
    },
    estimate(needle, matchType) {
      if (needle.length < GRAM || matchType === 'notContains') return length();
      return listsFor(needle)[0]?.length ?? 0;
    },
  };
}
