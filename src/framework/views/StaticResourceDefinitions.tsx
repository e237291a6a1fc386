import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { ResourceDefinitionContext, type ResourceDefinition, type ResourceDefinitions } from 'react-admin';

/** The same definition: each field the same value (react-admin builds a new object at every registration). */
function sameDefinition(a: ResourceDefinition | undefined, b: ResourceDefinition): boolean {
  if (!a) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => Object.is(a[key as keyof ResourceDefinition], b[key as keyof ResourceDefinition]));
}

/**
 * react-admin's resource definitions, known from the first render. react-admin's own provider
 * starts empty and fills itself from its routes' effects, which unregister and register every
 * resource again whenever the signed-in user's permissions or the routes' children change:
 * each time a new definitions object, which redraws the whole page (menu, table, links).
 * Here the app's resources are given at once and never dropped while the app declares them;
 * a resource registered beyond them is added and removed as react-admin asks.
 *
 * @example
 * <AdminContext ...><StaticResourceDefinitions definitions={defs}><AdminUI ... /></StaticResourceDefinitions></AdminContext>
 */
export function StaticResourceDefinitions({ definitions, children }: { definitions: ResourceDefinitions; children: ReactNode }) {
  const [extra, setExtra] = useState<ResourceDefinitions>({});
  const register = useCallback(
    (config: ResourceDefinition) => {
      if (sameDefinition(definitions[config.name], config)) return;
      setExtra((previous) => (sameDefinition(previous[config.name], config) ? previous : { ...previous, [config.name]: config }));
    },
    [definitions],
  );
  const unregister = useCallback((config: ResourceDefinition) => {
    setExtra((previous) => {
      if (!(config.name in previous)) return previous;
      const { [config.name]: _removed, ...rest } = previous;
      return rest;
    });
  }, []);
  const value = useMemo(
    () => ({ definitions: Object.keys(extra).length ? { ...definitions, ...extra } : definitions, register, unregister }),
    [definitions, extra, register, unregister],
  );
  return <ResourceDefinitionContext.Provider value={value}>{children}</ResourceDefinitionContext.Provider>;
}
