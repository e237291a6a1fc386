import ButtonBase from '@mui/material/ButtonBase';
import Box from '@mui/material/Box';
import { useRef, type KeyboardEvent, type MouseEvent } from 'react';

export interface HeaderTab {
  value: string;
  label: string;
  /** For a tab that opens a menu rather than a place. */
  hasMenu?: boolean;
}

export interface HeaderTabsProps {
  tabs: readonly HeaderTab[];
  value: string;
  label: string;
  onChoose(value: string, target: HTMLElement): void;
}

/** The keys that move the focus along the tabs, and where to. */
const MOVES: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * The header's tab strip: a tablist whose chosen tab is underlined in the text colour by its own border, so
 * nothing is measured while the page renders (MUI's Tabs measure every tab for their moving
 * indicator, a forced layout of the whole page on each render). Arrow keys, Home and End
 * move the focus; Enter, Space or a click choose. It scrolls sideways when too narrow.
 */
export function HeaderTabs({ tabs, value, label, onChoose }: HeaderTabsProps) {
  const list = useRef<HTMLDivElement | null>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const move = MOVES[event.key];
    const buttons = [...(list.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
    const index = buttons.findIndex((button) => button === document.activeElement);
    if (!move || index < 0) return;
    event.preventDefault();
    buttons[move(index, buttons.length)]?.focus();
  };
  return (
    <Box ref={list} role="tablist" aria-label={label} onKeyDown={onKeyDown} sx={{ display: 'flex', minHeight: 40, overflowX: 'auto', scrollbarWidth: 'none' }}>
      {tabs.map((tab) => {
        const selected = tab.value === value;
        return (
          <ButtonBase
            key={tab.value}
            role="tab"
            aria-selected={selected}
            aria-haspopup={tab.hasMenu ? 'menu' : undefined}
            tabIndex={selected ? 0 : -1}
            // As a tab strip does, choosing the chosen tab again does nothing (a tab opening a menu opens it).
            onClick={(event: MouseEvent<HTMLElement>) => (!selected || tab.hasMenu) && onChoose(tab.value, event.currentTarget)}
            sx={(theme) => ({
              ...theme.typography.button,
              minHeight: 40,
              minWidth: 90,
              px: 2,
              flexShrink: 0,
              color: 'inherit',
              opacity: selected ? 1 : 0.9,
              borderBottom: '2px solid',
              borderColor: selected ? 'currentColor' : 'transparent',
              '&.Mui-focusVisible': { outline: '2px solid currentColor', outlineOffset: -2 },
            })}
          >
            {tab.label}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
