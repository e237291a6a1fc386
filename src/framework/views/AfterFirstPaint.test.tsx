// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AfterFirstPaint, FIRST_PAINT_LONGEST_WAIT_MS, FirstPaintBoundary } from './AfterFirstPaint';

/** The content beside the surroundings: notes, as it is committed, whether the surroundings are on the page. */
function Content({ seen, label = 'content' }: { seen: boolean[]; label?: string }) {
  useLayoutEffect(() => {
    seen.push(screen.queryByText('surroundings') !== null);
  }, [seen]);
  return <p>{label}</p>;
}

/** A first screen holding surroundings alone. */
const renderFirstScreen = () =>
  render(
    <FirstPaintBoundary>
      <AfterFirstPaint>
        <span>surroundings</span>
      </AfterFirstPaint>
    </FirstPaintBoundary>,
  );
const surroundingsShown = () => screen.queryByText('surroundings') !== null;

describe('AfterFirstPaint', () => {
  it('draws its children once the first screen has been committed and painted', async () => {
    const seen: boolean[] = [];
    render(
      <FirstPaintBoundary>
        <Content seen={seen} />
        <AfterFirstPaint>
          <span>surroundings</span>
        </AfterFirstPaint>
      </FirstPaintBoundary>,
    );
    expect(seen).toEqual([false]);
    expect(await screen.findByText('surroundings')).toBeTruthy();
  });

  it('waits for the next frame, then for a task after it: that frame paints the content alone', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    try {
      renderFirstScreen();
      act(() => vi.advanceTimersByTime(0));
      expect(surroundingsShown()).toBe(false);
      act(() => vi.advanceTimersToNextFrame());
      expect(surroundingsShown()).toBe(false);
      act(() => vi.advanceTimersByTime(1));
      expect(surroundingsShown()).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('draws them anyway in a tab that runs no frames (opened in the background)', () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const noFrames = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    try {
      renderFirstScreen();
      act(() => vi.advanceTimersByTime(FIRST_PAINT_LONGEST_WAIT_MS - 1));
      expect(surroundingsShown()).toBe(false);
      act(() => vi.advanceTimersByTime(1));
      expect(surroundingsShown()).toBe(true);
    } finally {
      noFrames.mockRestore();
      vi.useRealTimers();
    }
  });

  it('draws at once what mounts after the first screen (another screen opened)', async () => {
    const seen: boolean[] = [];
    function Page() {
      const [second, setSecond] = useState(false);
      return second ? (
        <>
          <Content seen={seen} label="second" />
          <AfterFirstPaint>
            <span>surroundings</span>
          </AfterFirstPaint>
        </>
      ) : (
        <AfterFirstPaint>
          <button onClick={() => setSecond(true)}>open</button>
        </AfterFirstPaint>
      );
    }
    render(
      <FirstPaintBoundary>
        <Page />
      </FirstPaintBoundary>,
    );
    fireEvent.click(await screen.findByText('open'));
    expect(seen).toEqual([true]);
  });

  it('draws at once outside a boundary', () => {
    const seen: boolean[] = [];
    render(
      <>
        <Content seen={seen} />
        <AfterFirstPaint>
          <span>surroundings</span>
        </AfterFirstPaint>
      </>,
    );
    expect(seen).toEqual([true]);
  });
});
