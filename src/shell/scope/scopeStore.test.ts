import { describe, expect, it } from 'vitest';
import { createScopeStore } from './scopeStore';

function memoryStorage(entries: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

describe('scope store', () => {
  it('starts from the address when it names a scope, and keeps it in session storage', () => {
    const storage = memoryStorage({ menu_type: 'program', selectedProgramId: 'old' });
    const store = createScopeStore(storage, 'menu_type=project&selectedProgramId=pg&selectedProjectId=pj');
    expect(store.get()).toEqual({ menuType: 'project', programId: 'pg', projectId: 'pj' });
    expect(storage.getItem('selectedProgramId')).toBe('pg');
    expect(storage.getItem('selectedProjectId')).toBe('pj');
  });

  it('restores from session storage when the address says nothing (a new load of the tab)', () => {
    const store = createScopeStore(memoryStorage({ menu_type: 'contract', selectedProgramId: 'pg', selectedProjectId: 'pj', selectedContractId: 'ct' }), '');
    expect(store.get()).toEqual({ menuType: 'contract', programId: 'pg', projectId: 'pj', contractId: 'ct' });
  });

  it('falls back to home for an unknown menu type, and drops a cleared id from storage', () => {
    const storage = memoryStorage();
    const store = createScopeStore(storage, 'menu_type=%3Cscript%3E&selectedProjectId=%20');
    expect(store.get()).toEqual({ menuType: 'home' });
    store.set({ menuType: 'project', projectId: 'pj' });
    store.set({ menuType: 'home' });
    expect(storage.getItem('selectedProjectId')).toBeNull();
    expect(store.query()).toMatchObject({ menu_type: 'home', selectedProjectId: '' });
  });

  it('tells its listeners about a change', () => {
    const store = createScopeStore(memoryStorage(), '');
    let calls = 0;
    const stop = store.subscribe(() => calls++);
    store.set({ menuType: 'global' });
    stop();
    store.set({ menuType: 'home' });
    expect(calls).toBe(1);
  });

  it('works without storage (private mode)', () => {
    const store = createScopeStore(undefined, 'menu_type=global');
    expect(store.get().menuType).toBe('global');
  });
});
