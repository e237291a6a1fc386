import { lazy, type ComponentType } from 'react';

const made = new WeakMap<object, ComponentType<never>>();

/**
 * React's `lazy` of a loader, made once per loader: a component made anew at each render
 * would load (and suspend) again every time.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const known = made.get(load) as ComponentType<P> | undefined;
  if (known) return known;
  const component = lazy(() => load().then((loaded) => ({ default: loaded })));
  made.set(load, component as ComponentType<never>);
  return component;
}
