import { useResourceContext } from 'ra-core';
import { useResourceModel } from '../registry/RegistryContext';
import type { ResourceModel } from '../registry/types';

/** The registry model of the resource react-admin is rendering. */
export function useCurrentResourceModel(): ResourceModel {
  const name = useResourceContext();
  if (!name) throw new Error('A generated view must be rendered inside a react-admin <Resource>.');
  return useResourceModel(name);
}
