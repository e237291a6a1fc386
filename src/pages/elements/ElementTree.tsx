import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTranslate } from 'ra-core';
import type { ElementNode } from '../../contracts/elements';
import { useElementLevel } from './useElementLevel';

/** Item ids of the rows that are not elements (loading, failure, more): never selectable as one. */
const NOT_AN_ELEMENT = '#';

function NodeLabel({ node }: { node: ElementNode }) {
  const translate = useTranslate();
  return (
    <span data-testid="element-node" data-element-id={node._id} style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap', minWidth: 0 }}>
      <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {node.identifier}
      </Typography>
      <Typography component="span" color="text.secondary" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
        {node.name}
      </Typography>
      {node.childrenCount > 0 && (
        <Chip size="small" data-testid="element-children-count" label={translate('app.elements.childrenCount', { smart_count: node.childrenCount })} />
      )}
    </span>
  );
}

/** One element and, once opened, its children (a placeholder until then, so it shows it can open). */
function ElementItem({ node, expanded }: { node: ElementNode; expanded: ReadonlySet<string> }) {
  const translate = useTranslate();
  return (
    <TreeItem itemId={node._id} label={<NodeLabel node={node} />}>
      {node.childrenCount === 0 ? null : expanded.has(node._id) ? (
        <LevelItems parentId={node._id} expanded={expanded} />
      ) : (
        <TreeItem itemId={`${NOT_AN_ELEMENT}${node._id}`} label={translate('ra.page.loading')} disabled />
      )}
    </TreeItem>
  );
}

/** The elements of one level (the roots without a parent), loaded the first time the level shows. */
function LevelItems({ parentId, expanded }: { parentId?: string; expanded: ReadonlySet<string> }) {
  const translate = useTranslate();
  const level = useElementLevel(parentId);
  const key = `${NOT_AN_ELEMENT}${parentId ?? 'root'}`;
  if (level.isPending) return <TreeItem itemId={key} label={translate('ra.page.loading')} disabled />;
  if (level.error) return <TreeItem itemId={key} label={translate('app.elements.loadFailed')} disabled />;
  const { items, count } = level.data;
  return (
    <>
      {items.map((node) => (
        <ElementItem key={node._id} node={node} expanded={expanded} />
      ))}
      {count > items.length && <TreeItem itemId={`${key}/more`} label={translate('app.elements.more', { smart_count: count - items.length })} disabled />}
    </>
  );
}

export interface ElementTreeProps {
  expanded: readonly string[];
  onExpandedChange: (ids: string[]) => void;
  selected: string | null;
  onSelect: (id: string | null) => void;
  label: string;
}

/**
 * The element hierarchy as a tree (MUI X SimpleTreeView): the roots first, each level
 * asked for when its parent opens, every element with its number of children.
 */
export function ElementTree({ expanded, onExpandedChange, selected, onSelect, label }: ElementTreeProps) {
  const open = new Set(expanded);
  return (
    <SimpleTreeView
      aria-label={label}
      expandedItems={expanded}
      onExpandedItemsChange={(_event, ids) => onExpandedChange(ids)}
      selectedItems={selected}
      onSelectedItemsChange={(_event, id) => onSelect(id === null || id.startsWith(NOT_AN_ELEMENT) ? null : id)}
      sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
    >
      <LevelItems expanded={open} />
    </SimpleTreeView>
  );
}
