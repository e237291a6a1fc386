import { lazy, Suspense, type ComponentType } from 'react';
import { Loading, type ResourceProps } from 'react-admin';
import { recordLabel } from '../registry/recordLabel';
import type { ResourceModel } from '../registry/types';
import { DEFAULT_RESOURCE_ICON, RESOURCE_ICONS } from './resourceIcons';

// Views load when their page opens: the first page carries only the shell. Forms bring
// rjsf and ajv, lists bring react-admin's datagrid and inputs.
const LazyList = lazy(() => import('./GeneratedList'));
const LazyShow = lazy(() => import('./GeneratedShow'));
const LazyCreate = lazy(() => import('./GeneratedCreate'));
const LazyEdit = lazy(() => import('./GeneratedEdit'));

function suspended(Component: ComponentType): ComponentType {
  return function Suspended() {
    return (
      <Suspense fallback={<Loading />}>
        <Component />
      </Suspense>
    );
  };
}

const ListView = suspended(LazyList);
const ShowView = suspended(LazyShow);
const CreateView = suspended(LazyCreate);
const EditView = suspended(LazyEdit);

/**
 * The props of react-admin's `<Resource>` for one resource of the registry.
 *
 * @example
 * {model.resources.map((r) => <Resource key={r.name} {...resourceProps(r)} />)}
 */
export function resourceProps(resource: ResourceModel): ResourceProps {
  const has = (operation: ResourceModel['operations'][number]) => resource.operations.includes(operation);
  return {
    name: resource.name,
    list: has('list') ? ListView : undefined,
    show: has('show') ? ShowView : undefined,
    create: has('create') ? CreateView : undefined,
    edit: has('edit') ? EditView : undefined,
    icon: (resource.menu.icon && RESOURCE_ICONS[resource.menu.icon]) || DEFAULT_RESOURCE_ICON,
    recordRepresentation: (record: Record<string, unknown>) => recordLabel(resource, record),
    // The label when no translation names the resource: its schema's title.
    ...(resource.schema.title ? { options: { label: resource.schema.title } } : {}),
  };
}
