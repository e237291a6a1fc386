// @vitest-environment happy-dom
import { act, render } from '@testing-library/react';
import { useResourceDefinitionContext, type ResourceDefinitionContextValue } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { StaticResourceDefinitions } from './StaticResourceDefinitions';

const recordRepresentation = (record: { name?: string }) => record.name ?? '';
const discipline = {
  name: 'discipline',
  hasList: true,
  hasEdit: true,
  hasShow: false,
  hasCreate: false,
  icon: undefined,
  options: undefined,
  recordRepresentation,
};
const definitions = { discipline };

/** Renders the provider and hands back each context value its consumer saw. */
function renderDefinitions() {
  const seen: ResourceDefinitionContextValue[] = [];
  function Consumer() {
    seen.push(useResourceDefinitionContext());
    return null;
  }
  render(
    <StaticResourceDefinitions definitions={definitions}>
      <Consumer />
    </StaticResourceDefinitions>,
  );
  return seen;
}

describe('StaticResourceDefinitions', () => {
  it("gives react-admin the app's resources at the first render", () => {
    const seen = renderDefinitions();
    expect(seen[0]!.definitions.discipline).toBe(discipline);
  });

  it('does not redraw when react-admin registers, or unregisters then registers, a resource it already has', () => {
    const seen = renderDefinitions();
    act(() => {
      seen[0]!.unregister(discipline);
      seen[0]!.register({ ...discipline });
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.definitions.discipline).toBe(discipline);
  });

  it('adds a resource registered beyond the app, and removes it when react-admin unregisters it', () => {
    const seen = renderDefinitions();
    const extra = { name: 'report', hasList: true };
    act(() => seen[0]!.register(extra));
    expect(seen.at(-1)!.definitions).toEqual({ discipline, report: extra });
    act(() => seen[0]!.unregister(extra));
    expect(seen.at(-1)!.definitions).toEqual({ discipline });
  });

  it('takes a changed definition of one of its resources', () => {
    const seen = renderDefinitions();
    const changed = { ...discipline, hasCreate: true };
    act(() => seen[0]!.register(changed));
    expect(seen.at(-1)!.definitions.discipline).toEqual(changed);
  });
});
