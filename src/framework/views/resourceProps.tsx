import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Loading, type ResourceProps } from 'react-admin';
import { recordLabel } from '../registry/recordLabel';
import { resourceTitle, type ResourceSummary } from '../registry/resourceDetails';
import { resourceIcon } from './resourceIcons';
import { loadedView, VIEW_LOADERS, type ViewKind } from './viewLoaders';

/**
 * A generated view. Views load when their page opens, or earlier (see preloadRouteView): the
 * first page carries only the shell; forms bring rjsf and ajv, lists react-admin's datagrid.
 * Code already here renders at once; otherwise it suspends until it arrives. Which of the two
 * is decided once per mount, so a view never remounts (and loses its input) when its code lands.
 */
function generatedView(kind: ViewKind): ComponentType {
  const Lazy = lazy(VIEW_LOADERS[kind]);
  return function GeneratedView() {
    const [Loaded] = useState(() => loadedView(kind));
    if (Loaded) return <Loaded />;
    return (
      <Suspense fallback={<Loading />}>
        <Lazy />
      </Suspense>
    );
  };
}

const ListView = generatedView('list');
const ShowView = generatedView('show');
const CreateView = generatedView('create');
const EditView = generatedView('edit');

/** Hand-written show pages by key; a resource names its own with `show.page`. */
export type ShowPages = Readonly<Record<string, ComponentType>>;

/**
 * The props of react-admin's `<Resource>` for one resource of the registry; its show page
 * is `showPages[resource.show.page]` when the definition names one the app provides.
 *
 * @example
 * {model.resources.map((r) => <Resource key={r.name} {...resourceProps(r, SHOW_PAGES)} />)}
 */
export function resourceProps(resource: ResourceSummary, showPages: ShowPages = {}): ResourceProps {
  const has = (operation: ResourceSummary['operations'][number]) => resource.operations.includes(operation);
  return {
    name: resource.name,
    list: has('list') ? ListView : undefined,
    show: has('show') ? (resource.show.page && showPages[resource.show.page]) || ShowView : undefined,
    create: has('create') ? CreateView : undefined,
    edit: has('edit') ? EditView : undefined,
    icon: resourceIcon(resource.menu.icon),
    recordRepresentation: (record: Record<string, unknown>) => recordLabel(resource, record),
    // The label when no translation names the resource: its schema's title.
    ...(resourceTitle(resource) ? { options: { label: resourceTitle(resource) } } : {}),
  };
}
