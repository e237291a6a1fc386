/**
 * Which of `positions` (distinct numbers) can stay where they are while the others move:
 * the longest increasing run of them, by patience sorting (n log n).
 */
export function stayingInPlace(positions: readonly number[]): boolean[] {
  // tails[k]: the index of the smallest last position of an increasing run of length k + 1.
  const tails: number[] = [];
  const before: number[] = new Array<number>(positions.length).fill(-1);
  positions.forEach((position, index) => {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (positions[tails[middle]!]! < position) low = middle + 1;
      else high = middle;
    }
    if (low > 0) before[index] = tails[low - 1]!;
    tails[low] = index;
  });
  const stays = new Array<boolean>(positions.length).fill(false);
  for (let index = tails.at(-1) ?? -1; index >= 0; index = before[index]!) stays[index] = true;
  return stays;
}

/**
 * Puts `nodes`, children of `container`, first in `container` and in that order, its other
 * children after them in the order they had, moving as few as possible: a node moved in the
 * DOM is styled and laid out again with everything inside it, so one task moved to the end
 * of a thousand must not move the thousand. Returns how many were moved, or `undefined`
 * (nothing touched) when a node is not a child of `container` or is given twice.
 */
export function placeInOrder(container: Node, nodes: readonly Node[]): number | undefined {
  const positionOf = new Map<Node, number>();
  container.childNodes.forEach((child, position) => positionOf.set(child, position));
  const given = new Set(nodes);
  if (given.size !== nodes.length || nodes.some((node) => !positionOf.has(node))) return undefined;
  const wanted = [...nodes, ...[...container.childNodes].filter((child) => !given.has(child))];
  const stays = stayingInPlace(wanted.map((node) => positionOf.get(node)!));
  let moved = 0;
  // From the last: each node that moves goes right before its successor, already in place.
  for (let index = wanted.length - 1; index >= 0; index -= 1) {
    if (stays[index]) continue;
    container.insertBefore(wanted[index]!, wanted[index + 1] ?? null);
    moved += 1;
  }
  return moved;
}
