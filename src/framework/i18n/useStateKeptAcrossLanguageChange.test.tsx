// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useStateKeptAcrossLanguageChange } from './useStateKeptAcrossLanguageChange';

function Counter({ stateKey }: { stateKey: string }) {
  const [count, setCount] = useStateKeptAcrossLanguageChange(stateKey, () => 0);
  return <button onClick={() => setCount((current) => current + 1)}>{`count ${count}`}</button>;
}

/** The app as react-admin draws it: a new `key` on every language change remounts everything under it. */
function App({ drawing, shown = true }: { drawing: number; shown?: boolean }) {
  return <div key={drawing}>{shown && <Counter stateKey="counter" />}</div>;
}

describe('useStateKeptAcrossLanguageChange', () => {
  it('keeps the value when the app is drawn anew, and forgets it once the page is left', () => {
    vi.useFakeTimers();
    try {
      const { rerender } = render(<App drawing={0} />);
      fireEvent.click(screen.getByRole('button'));
      fireEvent.click(screen.getByRole('button'));
      rerender(<App drawing={1} />);
      act(() => vi.runAllTimers());
      expect(screen.getByRole('button').textContent).toBe('count 2');

      rerender(<App drawing={1} shown={false} />);
      act(() => vi.runAllTimers());
      rerender(<App drawing={1} />);
      expect(screen.getByRole('button').textContent).toBe('count 0');
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps separate values under separate keys', () => {
    render(
      <>
        <Counter stateKey="a" />
        <Counter stateKey="b" />
      </>,
    );
    const [first, second] = screen.getAllByRole('button');
    fireEvent.click(first!);
    expect(first!.textContent).toBe('count 1');
    expect(second!.textContent).toBe('count 0');
  });
});
