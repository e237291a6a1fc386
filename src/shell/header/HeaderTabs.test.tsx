// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HeaderTabs } from './HeaderTabs';

const tabs = [
  { value: 'home', label: 'Home' },
  { value: 'program', label: 'Programs', hasMenu: true },
  { value: 'elements', label: 'Element query' },
];

describe('HeaderTabs', () => {
  it('is a labelled tablist with the chosen tab selected and the only one in the tab order', () => {
    render(<HeaderTabs tabs={tabs} value="home" label="Scope" onChoose={() => undefined} />);
    expect(screen.getByRole('tablist', { name: 'Scope' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => [tab.textContent, tab.getAttribute('aria-selected'), tab.tabIndex])).toEqual([
      ['Home', 'true', 0],
      ['Programs', 'false', -1],
      ['Element query', 'false', -1],
    ]);
    expect(screen.getByRole('tab', { name: 'Programs' }).getAttribute('aria-haspopup')).toBe('menu');
  });

  it('chooses another tab on click; the chosen one again only when it opens a menu', () => {
    const onChoose = vi.fn();
    render(<HeaderTabs tabs={tabs} value="program" label="Scope" onChoose={onChoose} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Element query' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Programs' }));
    expect(onChoose.mock.calls.map(([value]) => value)).toEqual(['elements', 'program']);
    expect(onChoose.mock.calls[1]![1]).toBe(screen.getByRole('tab', { name: 'Programs' }));
  });

  it('moves the focus with the arrow keys, Home and End, round the ends', () => {
    render(<HeaderTabs tabs={tabs} value="home" label="Scope" onChoose={() => undefined} />);
    const [home, programs, elements] = screen.getAllByRole('tab');
    home!.focus();
    fireEvent.keyDown(home!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(programs);
    fireEvent.keyDown(programs!, { key: 'End' });
    expect(document.activeElement).toBe(elements);
    fireEvent.keyDown(elements!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(home);
    fireEvent.keyDown(home!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(elements);
  });
});
