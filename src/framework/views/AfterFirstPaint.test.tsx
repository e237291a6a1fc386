// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AfterFirstPaint, FirstPaintBoundary } from './AfterFirstPaint';

/** The content beside the surroundings: notes, as it is committed, whether the surroundings are on the page. */
function Content({ seen, label = 'content' }: { seen: boolean[]; label?: string }) {
  useLayoutEffect(() => {
    seen.push(screen.queryByText('surroundings') !== null);
  }, [seen]);
  return <p>{label}</p>;
}

describe('AfterFirstPaint', () => {
  it('draws its children after the first screen has been committed, with the placeholder meanwhile', async () => {
    const seen: boolean[] = [];
    const placeholders: boolean[] = [];
    function Placeholder() {
      useLayoutEffect(() => void placeholders.push(true), []);
      return <span>waiting</span>;
    }
    render(
      <FirstPaintBoundary>
        <Content seen={seen} />
        <AfterFirstPaint placeholder={<Placeholder />}>
          <span>surroundings</span>
        </AfterFirstPaint>
      </FirstPaintBoundary>,
    );
    expect(seen).toEqual([false]);
    expect(placeholders).toEqual([true]);
    expect(await screen.findByText('surroundings')).toBeTruthy();
    expect(screen.queryByText('waiting')).toBeNull();
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
