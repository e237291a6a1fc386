// @vitest-environment happy-dom
import { Suspense } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPathAliases } from './pathAliases';
import { PREPARE_WAIT_MS, RoutingHashRouter, type CodeAtHand, type PrepareLocation } from './RoutingHashRouter';

const aliases = createPathAliases([]);

/** Shows the address the routes see, with buttons that navigate as the app's links do. */
function Screen() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p>at {`${location.pathname}${location.search}`}</p>
      <button onClick={() => navigate('/parts?page=2')}>page 2</button>
      <button onClick={() => navigate('/parts?page=3')}>page 3</button>
      <button onClick={() => navigate('/parts/p1')}>a part</button>
    </>
  );
}

const renderRouter = (prepare?: PrepareLocation) =>
  render(
    <RoutingHashRouter aliases={aliases} {...(prepare ? { prepare } : {})}>
      <Routes>
        <Route path="*" element={<Screen />} />
      </Routes>
    </RoutingHashRouter>,
  );

/** A promise the test settles. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
}

describe('RoutingHashRouter', () => {
  beforeEach(() => window.history.replaceState(null, '', '#/parts'));
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows a new address at once when nothing is prepared for it', async () => {
    renderRouter();
    fireEvent.click(screen.getByText('page 2'));
    expect(await screen.findByText('at /parts?page=2')).toBeTruthy();
  });

  it('shows a new address once what its screen needs has arrived, and not before', async () => {
    const ready = deferred();
    const prepare = vi.fn<PrepareLocation>(() => ready.promise);
    renderRouter(prepare);
    fireEvent.click(screen.getByText('page 2'));
    // Asked as the address changed, with the address the user sees.
    expect(prepare).toHaveBeenCalledWith(expect.objectContaining({ pathname: '/parts', search: '?page=2' }));
    expect(window.location.hash).toBe('#/parts?page=2');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('at /parts')).toBeTruthy();
    await act(async () => ready.resolve());
    expect(await screen.findByText('at /parts?page=2')).toBeTruthy();
  });

  it('shows another screen at once, its preparation going on beside it', async () => {
    const prepare = vi.fn<PrepareLocation>(() => new Promise(() => undefined));
    renderRouter(prepare);
    fireEvent.click(screen.getByText('a part'));
    expect(prepare).toHaveBeenCalledWith(expect.objectContaining({ pathname: '/parts/p1' }));
    expect(await screen.findByText('at /parts/p1')).toBeTruthy();
  });

  it('shows the address anyway when its preparation fails or takes too long', async () => {
    vi.useFakeTimers();
    renderRouter((location) => (location.search === '?page=2' ? Promise.reject(new Error('offline')) : new Promise(() => undefined)));
    fireEvent.click(screen.getByText('page 2'));
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('at /parts?page=2')).toBeTruthy();
    fireEvent.click(screen.getByText('page 3'));
    await act(async () => vi.advanceTimersByTimeAsync(PREPARE_WAIT_MS - 10));
    expect(screen.getByText('at /parts?page=2')).toBeTruthy();
    await act(async () => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByText('at /parts?page=3')).toBeTruthy();
  });

  it('never goes back to an earlier address whose preparation settles after a later one', async () => {
    const slow = deferred();
    renderRouter((location) => (location.search === '?page=2' ? slow.promise : Promise.resolve()));
    fireEvent.click(screen.getByText('page 2'));
    fireEvent.click(screen.getByText('page 3'));
    expect(await screen.findByText('at /parts?page=3')).toBeTruthy();
    await act(async () => slow.resolve());
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByText('at /parts?page=3')).toBeTruthy();
  });

  describe('another screen', () => {
    const never = new Promise<never>(() => undefined);
    /** A screen whose code never arrives: it suspends. */
    function Pending(): never {
      throw never;
    }
    const renderWithCode = (codeAtHand: CodeAtHand) =>
      render(
        <RoutingHashRouter aliases={aliases} codeAtHand={codeAtHand}>
          <Suspense fallback={<p>loading the screen</p>}>
            <Routes>
              <Route path="/parts/:id" element={<Pending />} />
              <Route path="*" element={<Screen />} />
            </Routes>
          </Suspense>
        </RoutingHashRouter>,
      );

    it('is drawn in one go when its code is at hand (nothing to wait for: no transition)', async () => {
      const codeAtHand = vi.fn<CodeAtHand>(() => true);
      renderWithCode(codeAtHand);
      fireEvent.click(screen.getByText('a part'));
      expect(codeAtHand).toHaveBeenCalledWith(expect.objectContaining({ pathname: '/parts/p1' }));
      expect(await screen.findByText('loading the screen')).toBeTruthy();
    });

    it('keeps the last screen up while its code is not here (a transition)', async () => {
      renderWithCode(() => false);
      fireEvent.click(screen.getByText('a part'));
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(screen.getByText('at /parts')).toBeTruthy();
      expect(screen.queryByText('loading the screen')).toBeNull();
    });
  });
});
