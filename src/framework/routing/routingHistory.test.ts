import { describe, expect, it } from 'vitest';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router-dom';
import { createPathAliases } from './pathAliases';
import { createRoutingHistory, withStickyQuery } from './routingHistory';

const aliases = createPathAliases([{ internal: 'activity', public: 'activities' }]);

function setup(initial: string, sticky: Record<string, string>) {
  const history = createMemoryHistory({ initialEntries: [initial], v5Compat: true });
  let current = sticky;
  const routing = createRoutingHistory(history as never, { aliases, stickyQuery: () => current });
  return { history, routing, setSticky: (next: Record<string, string>) => (current = next) };
}

const address = (history: { location: { pathname: string; search: string } }) => `${history.location.pathname}${history.location.search}`;

describe('routing history: public paths and sticky query on every navigation', () => {
  it('keeps menu_type and the scope ids on a navigation that does not name them', () => {
    const { history, routing } = setup('/home?menu_type=project&selectedProjectId=p1', { menu_type: 'project', selectedProjectId: 'p1' });
    routing.navigator.push('/activity?page=2');
    expect(address(history)).toBe('/activities?page=2&menu_type=project&selectedProjectId=p1');
    routing.navigator.replace({ pathname: '/activity/3/show' });
    expect(address(history)).toBe('/activities/3/show?menu_type=project&selectedProjectId=p1');
  });

  it('the current selection wins over a stale value in the target, and a cleared id leaves the address', () => {
    const { history, routing, setSticky } = setup('/home', { menu_type: 'project', selectedProjectId: 'p1' });
    setSticky({ menu_type: 'home', selectedProjectId: '' });
    routing.navigator.push('/home?menu_type=project&selectedProjectId=p1&x=1');
    expect(address(history)).toBe('/home?x=1&menu_type=home');
  });

  it('links show the public form; the router sees the internal one', () => {
    const { history, routing } = setup('/activities/9', { menu_type: 'home' });
    expect(routing.navigator.createHref('/activity/9/show')).toBe('/activities/9/show?menu_type=home');
    expect(routing.internalLocation(history.location).pathname).toBe('/activity/9');
  });

  it("the router sees a list's own parameters without the sticky query, which react-admin would take for the list's", () => {
    const { history, routing, setSticky } = setup('/activities?page=2&menu_type=project&selectedProjectId=p1', {
      menu_type: 'project',
      selectedProjectId: 'p1',
    });
    expect(routing.internalLocation(history.location).search).toBe('?page=2');
    // A scope id cleared since still never reaches the router.
    setSticky({ menu_type: 'home' });
    history.replace('/activities?menu_type=home&selectedProjectId=p1');
    expect(routing.internalLocation(history.location).search).toBe('');
  });

  it('says how to fix an address typed without the sticky query, and nothing when it is complete', () => {
    const { history, routing } = setup('/activity?page=1', { menu_type: 'home' });
    expect(routing.normalized(history.location)).toBe('/activities?page=1&menu_type=home');
    history.replace('/activities?page=1&menu_type=home');
    expect(routing.normalized(history.location)).toBeUndefined();
  });

  it("withStickyQuery keeps the target's own parameters in order", () => {
    expect(withStickyQuery('?filter=%7B%7D&sort=name', { menu_type: 'global' })).toBe('?filter=%7B%7D&sort=name&menu_type=global');
    expect(withStickyQuery('', {})).toBe('');
  });
});
