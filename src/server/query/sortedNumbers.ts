/*
 * Ascending arrays of record positions (no repeats): the posting lists and member lists of
 * the indexed query. Plain arrays, so one change is a splice (a memmove), not a rebuild.
 */

/** First index whose value is >= `value`. */
export function lowerBound(list: readonly number[], value: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (list[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

export function hasSorted(list: readonly number[], value: number): boolean {
  return list[lowerBound(list, value)] === value;
}

/** Adds `value` in place, keeping the order; nothing when it is there already. */
export function insertSorted(list: number[], value: number): void {
  const last = list[list.length - 1];
  if (last === undefined || last < value) {
    list.push(value);
    return;
  }
  const at = lowerBound(list, value);
  if (list[at] !== value) list.splice(at, 0, value);
}

/** Removes `value` in place; nothing when it is not there. */
export function removeSorted(list: number[], value: number): void {
  const at = lowerBound(list, value);
  if (list[at] === value) list.splice(at, 1);
}

/** Sorts and drops repeats (positions gathered from several lists). */
export function sortUnique(values: number[]): number[] {
  values.sort((a, b) => a - b);
  let kept = 0;
  for (let index = 0; index < values.length; index += 1) {
    if (index === 0 || values[index] !== values[index - 1]) values[kept++] = values[index]!;
  }
  values.length = kept;
  return values;
}

/** The union of ascending lists, ascending. */
export function unionSorted(lists: readonly (readonly number[])[]): number[] {
  if (lists.length === 1) return [...lists[0]!];
  let total = 0;
  let last = -1;
  for (const list of lists) {
    total += list.length;
    last = Math.max(last, list[list.length - 1] ?? -1);
  }
  // Dense (most positions up to the last one): marking them beats sorting them.
  if (total * 4 < last) return sortUnique(lists.flat());
  const marks = new Uint8Array(last + 1);
  for (const list of lists) for (const value of list) marks[value] = 1;
  const out: number[] = [];
  for (let value = 0; value <= last; value += 1) if (marks[value] === 1) out.push(value);
  return out;
}

/**
 * The values of `small` that are also in `large`: a binary search per value when `small`
 * is much shorter, a merge otherwise.
 */
export function intersectSorted(small: readonly number[], large: readonly number[]): number[] {
  const out: number[] = [];
  if (small.length * Math.log2(large.length + 2) < small.length + large.length) {
    for (const value of small) if (hasSorted(large, value)) out.push(value);
    return out;
  }
  let i = 0;
  let j = 0;
  while (i < small.length && j < large.length) {
    const a = small[i]!;
    const b = large[j]!;
    if (a === b) {
      out.push(a);
      i += 1;
      j += 1;
    } else if (a < b) i += 1;
    else j += 1;
  }
  return out;
}
