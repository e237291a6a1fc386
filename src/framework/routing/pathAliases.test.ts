import { describe, expect, it, vi } from 'vitest';
import { createPathAliases } from './pathAliases';

const aliases = createPathAliases(
  [
    { internal: 'activity', public: 'activities' },
    { internal: 'user', public: 'users' },
    { internal: 'global-user', public: 'global/users' },
    { internal: 'classes', public: 'classes' },
  ],
  (pathname) => pathname.startsWith('/activity/') && pathname.endsWith('/execution-instructions'),
);

describe('path aliases: resources at their public paths', () => {
  it('shows a resource screen at its public path and routes it to the resource', () => {
    expect(aliases.toPublic('/activity')).toBe('/activities');
    expect(aliases.toPublic('/activity/42/show')).toBe('/activities/42/show');
    expect(aliases.toInternal('/activities')).toBe('/activity');
    expect(aliases.toInternal('/activities/42/show')).toBe('/activity/42/show');
  });

  it('matches whole segments only, and the longest public path first', () => {
    expect(aliases.toInternal('/activities-archive')).toBe('/activities-archive');
    expect(aliases.toPublic('/activity-type')).toBe('/activity-type');
    expect(aliases.toInternal('/global/users/7')).toBe('/global-user/7');
    expect(aliases.toInternal('/users/7')).toBe('/user/7');
  });

  it('leaves hand-written pages and same-named resources alone', () => {
    expect(aliases.toPublic('/activity/5/execution-instructions')).toBe('/activity/5/execution-instructions');
    expect(aliases.toInternal('/activity/5/execution-instructions')).toBe('/activity/5/execution-instructions');
    expect(aliases.toPublic('/classes/1')).toBe('/classes/1');
    expect(aliases.toInternal('/home')).toBe('/home');
  });

  it('asks whether a path is a page only of paths an alias would change', () => {
    const isReserved = vi.fn(() => false);
    const asked = createPathAliases([{ internal: 'activity', public: 'activities' }], isReserved);
    expect(asked.toPublic('/home')).toBe('/home');
    expect(asked.toInternal('/activity-type/3')).toBe('/activity-type/3');
    expect(isReserved).not.toHaveBeenCalled();
    expect(asked.toPublic('/activity/3')).toBe('/activities/3');
    expect(isReserved).toHaveBeenCalledWith('/activity/3');
  });
});
