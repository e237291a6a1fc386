import { describe, expect, it, vi } from 'vitest';
import { REGISTRY_GENERATION_ANSWER, REGISTRY_GENERATION_QUESTION, staleRegistryReloadCode } from './staleRegistryReload';

/**
 * Runs the code as the registry module would in a page, with Vite's `import.meta.hot`, `location`
 * and the tab's session storage stood in for; `underDevServer: false` leaves `import.meta.hot` undefined.
 */
function runInPage(generation: number, session: Map<string, string> = new Map(), underDevServer = true) {
  const listeners = new Map<string, ((payload?: unknown) => void)[]>();
  const hot = {
    send: vi.fn(),
    on: (event: string, listener: (payload?: unknown) => void) => listeners.set(event, [...(listeners.get(event) ?? []), listener]),
  };
  const location = { reload: vi.fn() };
  const sessionStorage = { getItem: (key: string) => session.get(key) ?? null, setItem: (key: string, value: string) => void session.set(key, value) };
  new Function('hot', 'location', 'sessionStorage', staleRegistryReloadCode(generation).replaceAll('import.meta.hot', 'hot'))(
    underDevServer ? hot : undefined,
    location,
    sessionStorage,
  );
  const emit = (event: string, payload?: unknown) => listeners.get(event)?.forEach((listener) => listener(payload));
  return { hot, location, emit };
}

describe('staleRegistryReloadCode', () => {
  it('asks which check of the entity files is current as the page starts, and again after each reconnection', () => {
    const { hot, emit } = runInPage(3);
    expect(hot.send.mock.calls).toEqual([[REGISTRY_GENERATION_QUESTION]]);
    emit('vite:ws:connect');
    expect(hot.send).toHaveBeenCalledTimes(2);
  });

  it('reloads the page when its registry was made from an older check, and only then', () => {
    const { location, emit } = runInPage(3);
    emit(REGISTRY_GENERATION_ANSWER, 3);
    expect(location.reload).not.toHaveBeenCalled();
    emit(REGISTRY_GENERATION_ANSWER, 4);
    expect(location.reload).toHaveBeenCalledTimes(1);
  });

  it('reloads once for a generation: a page served an old registry again is not reloaded in a loop', () => {
    const session = new Map<string, string>();
    const first = runInPage(3, session);
    first.emit(REGISTRY_GENERATION_ANSWER, 4);
    const again = runInPage(3, session);
    again.emit(REGISTRY_GENERATION_ANSWER, 4);
    expect(again.location.reload).not.toHaveBeenCalled();
    again.emit(REGISTRY_GENERATION_ANSWER, 5);
    expect(again.location.reload).toHaveBeenCalledTimes(1);
  });

  it('does nothing outside the dev server (no import.meta.hot)', () => {
    let page: ReturnType<typeof runInPage> | undefined;
    expect(() => (page = runInPage(1, new Map(), false))).not.toThrow();
    expect(page?.location.reload).not.toHaveBeenCalled();
  });
});
