// @vitest-environment happy-dom
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { act, cleanup, render, screen } from '@testing-library/react';
import { reactRouterProvider as raCoreRouterProvider, type RouterNavigateFunction } from 'ra-core';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { packageModuleReplacements } from '../packageModuleReplacements';
import { reactRouterProvider } from './reactRouterProvider';

const root = join(import.meta.dirname, '../../..');

function Where() {
  const location = useLocation();
  const canBlock = reactRouterProvider.useCanBlock();
  return <p>{`${location.pathname}${location.search} ${canBlock ? 'blocks' : 'cannot block'}`}</p>;
}

afterEach(() => {
  cleanup();
  window.location.hash = '';
});

describe("the replacement of ra-core's router adapter", () => {
  it('replaces a file that is where the build looks for it', () => {
    const replacement = packageModuleReplacements(root).find(({ file }) => file.startsWith('ra-core/'));
    expect(replacement && existsSync(join(root, 'node_modules', replacement.file))).toBe(true);
    expect(replacement && existsSync(replacement.by)).toBe(true);
  });

  it("gives react-admin everything ra-core's adapter gives", () => {
    expect(Object.keys(reactRouterProvider).sort()).toEqual(Object.keys(raCoreRouterProvider).sort());
    for (const [key, value] of Object.entries(raCoreRouterProvider))
      expect(typeof reactRouterProvider[key as keyof typeof reactRouterProvider], key).toBe(typeof value);
  });

  it('routes by the address hash when no router encloses the app', () => {
    window.location.hash = '#/activities?page=2';
    const { RouterWrapper } = reactRouterProvider;
    render(
      <RouterWrapper>
        <Where />
      </RouterWrapper>,
    );
    expect(screen.getByText('/activities?page=2 cannot block')).toBeTruthy();
  });

  it("adds no router inside the app's own", () => {
    const { RouterWrapper } = reactRouterProvider;
    window.location.hash = '#/elsewhere';
    render(
      <MemoryRouter initialEntries={['/tasks/7']}>
        <RouterWrapper>
          <Where />
        </RouterWrapper>
      </MemoryRouter>,
    );
    expect(screen.getByText('/tasks/7 cannot block')).toBeTruthy();
  });

  it('navigates with one function that stays the same from one address to the next', () => {
    const seen: RouterNavigateFunction[] = [];
    function Navigator() {
      const navigate = reactRouterProvider.useNavigate();
      useLocation();
      seen.push(navigate);
      return null;
    }
    render(
      <MemoryRouter initialEntries={['/a']}>
        <Navigator />
        <Where />
      </MemoryRouter>,
    );
    act(() => seen[0]?.('/b?x=1'));
    expect(screen.getByText('/b?x=1 cannot block')).toBeTruthy();
    expect(seen.length).toBeGreaterThan(1);
    expect(new Set(seen).size).toBe(1);
  });
});
