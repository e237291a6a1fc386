// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { placeInOrder, stayingInPlace } from './placeInOrder';

/** A container of `count` children named 0 … count − 1, in that order. */
function containerOf(count: number): { container: Element; nodes: Element[] } {
  const container = document.createElement('div');
  const nodes = Array.from({ length: count }, (_, index) => {
    const node = document.createElement('span');
    node.id = String(index);
    return container.appendChild(node);
  });
  return { container, nodes };
}

const order = (container: Element) => [...container.children].map((child) => child.id);

/** A seeded pseudo-random generator: the same cases on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** The longest increasing run's length, by trying every run (small inputs only). */
function longestRunByHand(values: readonly number[]): number {
  const best = values.map(() => 1);
  values.forEach((value, index) => {
    for (let before = 0; before < index; before += 1) if (values[before]! < value) best[index] = Math.max(best[index]!, best[before]! + 1);
  });
  return Math.max(0, ...best);
}

describe('the nodes that can stay where they are', () => {
  it('are a longest increasing run of the positions', () => {
    const next = random(7);
    for (let trial = 0; trial < 200; trial += 1) {
      const positions = [...new Set(Array.from({ length: Math.floor(next() * 30) }, () => Math.floor(next() * 100)))];
      const stays = stayingInPlace(positions);
      const kept = positions.filter((_, index) => stays[index]);
      expect(kept.every((value, index) => index === 0 || kept[index - 1]! < value)).toBe(true);
      expect(kept).toHaveLength(longestRunByHand(positions));
    }
  });
});

describe('placing a container’s children in a given order', () => {
  it('moves one node, not the thousand after it, when one node went to the end', () => {
    const { container, nodes } = containerOf(1000);
    const wanted = [...nodes.slice(1), nodes[0]!];
    expect(placeInOrder(container, wanted)).toBe(1);
    expect(order(container)).toEqual(wanted.map((node) => node.id));
  });

  it('moves nothing when the order is already right', () => {
    const { container, nodes } = containerOf(50);
    expect(placeInOrder(container, nodes)).toBe(0);
  });

  it('gives any shuffled order, moving only the nodes outside the longest run that kept its order', () => {
    const next = random(11);
    for (let trial = 0; trial < 100; trial += 1) {
      const { container, nodes } = containerOf(1 + Math.floor(next() * 40));
      const wanted = [...nodes].sort(() => next() - 0.5);
      const moved = placeInOrder(container, wanted);
      expect(order(container)).toEqual(wanted.map((node) => node.id));
      expect(moved).toBe(wanted.length - longestRunByHand(wanted.map((node) => Number(node.id))));
    }
  });

  it('puts the container’s other children after the given ones, in the order they had', () => {
    const { container, nodes } = containerOf(6);
    // 0 and 3 are not given (a drag's preview drawn among the shapes, say).
    const given = [nodes[5]!, nodes[1]!, nodes[2]!, nodes[4]!];
    placeInOrder(container, given);
    expect(order(container)).toEqual(['5', '1', '2', '4', '0', '3']);
  });

  it('touches nothing when a node is not the container’s or is given twice', () => {
    const { container, nodes } = containerOf(3);
    const stranger = document.createElement('span');
    expect(placeInOrder(container, [nodes[2]!, stranger])).toBeUndefined();
    expect(placeInOrder(container, [nodes[2]!, nodes[2]!, nodes[0]!])).toBeUndefined();
    expect(order(container)).toEqual(['0', '1', '2']);
  });
});
