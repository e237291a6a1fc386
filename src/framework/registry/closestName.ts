/** Edits between two short names (case ignored): insertions, deletions, substitutions and swaps of neighbours (`nmae`: one). */
export function editDistance(a: string, b: string): number {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  const rows: number[][] = [Array.from({ length: y.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= x.length; i++) {
    const row = [i];
    for (let j = 1; j <= y.length; j++) {
      const above = rows[i - 1]!;
      row[j] = Math.min(row[j - 1]! + 1, above[j]! + 1, above[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) row[j] = Math.min(row[j]!, rows[i - 2]![j - 2]! + 1);
    }
    rows.push(row);
  }
  return rows[x.length]![y.length]!;
}

/**
 * The known name closest to `name`, when it is close enough to be a typo of it (at most a
 * third of its letters differ, and never more than 3); undefined otherwise.
 *
 * @example
 * closestName('nome', ['code', 'name']) // 'name'
 */
export function closestName(name: string, known: Iterable<string>): string | undefined {
  const limit = Math.min(3, Math.max(1, Math.floor(name.length / 3)));
  let best: { name: string; distance: number } | undefined;
  for (const candidate of known) {
    const distance = editDistance(name, candidate);
    if (distance <= limit && (!best || distance < best.distance)) best = { name: candidate, distance };
  }
  return best?.name;
}

/** ` Did you mean "x"?` when a close name exists, else nothing: the end of a message. */
export function didYouMean(name: string, known: Iterable<string>): string {
  const close = closestName(name, known);
  return close === undefined ? '' : `; did you mean "${close}"?`;
}
