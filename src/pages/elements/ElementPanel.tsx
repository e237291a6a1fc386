import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RecordContextProvider, useGetOne, useTranslate } from 'ra-core';
import { Link, useCreatePath } from 'react-admin';
import { ActionButtons } from '../../framework/actions';
import { useResourceModel } from '../../framework/registry/RegistryContext';
import type { ElementNode } from '../../contracts/elements';
import { elementTimelinePath } from '../timeline/timelineRoutes';
import { ElementRelated } from './ElementRelated';
import { useElementDetails } from './useElementDetails';

const ELEMENT = 'element';
/** The element actions that change the hierarchy (resources/element.resource.json). */
const HIERARCHY_ACTIONS = ['addChildrens', 'removeChildrens'] as const;

/**
 * The element chosen in the tree: its path and counts, links to its page and timeline,
 * and the add and remove children actions (their 'Erros na adição' warning included).
 */
export function ElementPanel({ id }: { id: string }) {
  const translate = useTranslate();
  const { node, error } = useElementDetails(id);
  if (error) return <Alert severity="error">{translate('app.elements.loadFailed')}</Alert>;
  if (!node) return <CircularProgress size={24} aria-label={translate('ra.page.loading')} />;
  return <ElementFacts node={node} />;
}

function ElementFacts({ node }: { node: ElementNode }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const resource = useResourceModel(ELEMENT);
  // The record as react-admin holds it, for the actions (they change it in its cache).
  const { data: record } = useGetOne(ELEMENT, { id: node._id }, { retry: false });
  const counts = [
    ['app.elements.children', node.childrenCount],
    ['app.elements.descendants', node.descendantsCount],
    ['app.elements.commissionableItems', node.commissionableItemsCount],
  ] as const;
  return (
    <Stack spacing={1.5} sx={{ minWidth: 0 }} data-testid="element-panel">
      <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {node.identifier} — {node.name}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }} data-testid="element-path">
        {node.tree}
      </Typography>
      <Stack component="dl" direction="row" sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 0.5, m: 0 }}>
        {counts.map(([label, value]) => (
          <Stack key={label} direction="row" spacing={0.5}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {translate(label)}:
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }} data-testid={`element-${label.split('.').pop() ?? ''}`}>
              {value}
            </Typography>
          </Stack>
        ))}
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        <Link to={createPath({ resource: ELEMENT, id: node._id, type: 'show' })}>{translate('app.elements.open')}</Link>
        <Link to={elementTimelinePath(node._id)}>{translate('app.elements.timeline')}</Link>
      </Stack>
      <ElementRelated id={node._id} />
      {record && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <RecordContextProvider value={record}>
            <ActionButtons resource={resource} names={HIERARCHY_ACTIONS} />
          </RecordContextProvider>
        </Stack>
      )}
    </Stack>
  );
}
