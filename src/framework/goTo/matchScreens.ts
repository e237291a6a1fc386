import { foldText } from '../query/textMatch';
import type { GoToItem } from './goToItem';

/** How well a screen matches: its label starts with the text, holds it, or only its group does. */
function rank(item: GoToItem, needle: string): number {
  const label = foldText(item.label);
  if (label.startsWith(needle)) return 0;
  return label.includes(needle) ? 1 : 2;
}

/**
 * The screens whose label and group hold every word typed, ignoring case and accents, best
 * first (label starting with the text, then holding it, then matched through the group);
 * every screen, in menu order, when nothing is typed.
 *
 * @example
 * matchScreens(screens, 'disc') // [{ label: 'Disciplinas', ... }]
 */
export function matchScreens(screens: readonly GoToItem[], text: string): GoToItem[] {
  const needle = foldText(text.trim());
  if (!needle) return [...screens];
  const words = needle.split(/\s+/);
  return screens
    .filter((item) => {
      const haystack = foldText(`${item.label} ${item.detail ?? ''}`);
      return words.every((word) => haystack.includes(word));
    })
    .map((item, index) => ({ item, index, rank: rank(item, needle) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ item }) => item);
}
