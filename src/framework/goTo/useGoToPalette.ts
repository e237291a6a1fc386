import { useMemo, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { SEARCH_DEBOUNCE_MS } from '../form/useReferenceChoices';
import { useDebouncedValue } from '../form/useDebouncedValue';
import type { GoToGroup, GoToItem, RecordSearchTarget } from './goToItem';
import { matchScreens } from './matchScreens';
import { useRecordSearch, type RecordSearchResult } from './useRecordSearch';

export interface GoToPaletteOptions {
  /** Every screen the user may open, in menu order. */
  screens: readonly GoToItem[];
  /** The resources whose records are searched. */
  targets: readonly RecordSearchTarget[];
  /** Called as an item is chosen, before going there. */
  onClose: () => void;
}

export interface GoToPaletteController {
  text: string;
  setText: (text: string) => void;
  /** The groups that have items: screens, then records. */
  groups: readonly GoToGroup[];
  /** The items of every group, in the order shown (an item's index is its place here). */
  items: readonly GoToItem[];
  /** The index of the highlighted item; -1 when there is none. */
  activeIndex: number;
  setActiveIndex: (index: number) => void;
  records: RecordSearchResult;
  choose: (item: GoToItem) => void;
  /** The input's keys: arrows move the highlight (wrapping), Enter opens the highlighted item. */
  onKeyDown: (event: KeyboardEvent) => void;
}

/**
 * The go-to palette's rules: the screens matching the text at once, the records once the
 * typing pauses, one highlighted item moved by the arrow keys, and Enter or a click going there.
 *
 * @example
 * const palette = useGoToPalette({ screens, targets, onClose });
 */
export function useGoToPalette({ screens, targets, onClose }: GoToPaletteOptions): GoToPaletteController {
  const navigate = useNavigate();
  const [text, setTextState] = useState('');
  const [active, setActive] = useState(0);
  const search = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const shownScreens = useMemo(() => matchScreens(screens, text), [screens, text]);
  const records = useRecordSearch({ targets, text: search });
  const groups = (
    [
      { key: 'screens', items: shownScreens },
      { key: 'records', items: records.items },
    ] satisfies GoToGroup[]
  ).filter((group) => group.items.length > 0);
  const items = groups.flatMap((group) => group.items);
  const activeIndex = items.length === 0 ? -1 : Math.min(active, items.length - 1);
  const choose = (item: GoToItem) => {
    onClose();
    navigate(item.to);
  };
  const move = (step: number) => setActive((activeIndex + step + items.length) % items.length);
  const onKeyDown = (event: KeyboardEvent) => {
    if (items.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      const item = items[activeIndex];
      if (!item) return;
      event.preventDefault();
      choose(item);
    }
  };
  return {
    text,
    setText: (next) => {
      setTextState(next);
      // A new text starts from its best match.
      setActive(0);
    },
    groups,
    items,
    activeIndex,
    setActiveIndex: setActive,
    records,
    choose,
    onKeyDown,
  };
}
