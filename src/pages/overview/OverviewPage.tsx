import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { Confirm } from 'react-admin';
import { PageFrame } from '../../framework/pages/PageFrame';
import { useScope, useScopeChoice } from '../../shell/scope/ScopeContext';
import { ScopeNameDialog } from './ScopeNameDialog';
import { useScopeNodeEdits, type ScopeNodeEdits } from './useScopeNodeEdits';
import { levelName, useProgramContracts, useProjectMembers, useScopeOverview, type ScopeNode } from './useScopeOverview';

/** Read by screen readers, not shown. */
const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

function Count({ value }: { value: number | undefined }) {
  return <>{value ?? '—'}</>;
}

/** The change a dialog is open for: a node to add, a child to rename or to delete. */
type Editing = { kind: 'add' } | { kind: 'rename' | 'delete'; node: ScopeNode };

/** The open dialog of a change to the nodes under the chosen one; the change closes it once made. */
function EditDialog({ editing, parent, edits, onClose }: { editing: Editing; parent: ScopeNode; edits: ScopeNodeEdits; onClose: () => void }) {
  const translate = useTranslate();
  if (editing.kind === 'delete') {
    return (
      <Confirm
        isOpen
        loading={edits.isPending}
        title="app.overview.edits.delete_title"
        titleTranslateOptions={{ name: editing.node.name }}
        content="app.overview.edits.delete_text"
        confirm="ra.action.delete"
        confirmColor="warning"
        onConfirm={() => edits.remove(editing.node, onClose)}
        onClose={onClose}
      />
    );
  }
  const childLevel = edits.childLevel === undefined ? undefined : levelName(edits.childLevel);
  return (
    <ScopeNameDialog
      title={
        editing.kind === 'add'
          ? translate(`app.overview.edits.add_title.${childLevel ?? 'project'}`, { parent: parent.name })
          : translate('app.overview.edits.rename_named', { name: editing.node.name })
      }
      initialName={editing.kind === 'add' ? '' : editing.node.name}
      pending={edits.isPending}
      onClose={onClose}
      onSave={(name) => (editing.kind === 'add' ? edits.add(name, onClose) : edits.rename(editing.node, name, onClose))}
    />
  );
}

function ChildRow({ node, onOpen, onEdit }: { node: ScopeNode; onOpen: () => void; onEdit: ((kind: 'rename' | 'delete') => void) | undefined }) {
  const translate = useTranslate();
  const members = useProjectMembers(node);
  const level = levelName(node.level);
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        {node.name}
      </TableCell>
      <TableCell>{level ? translate(`app.scope.level.${level}`) : node.level}</TableCell>
      <TableCell align="right">
        <Count value={members?.users} />
      </TableCell>
      <TableCell align="right">
        <Count value={members?.groups} />
      </TableCell>
      <TableCell align="right">
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5 }}>
          <Button size="small" onClick={onOpen} aria-label={translate('app.overview.open_named', { name: node.name })}>
            {translate('app.overview.open')}
          </Button>
          {onEdit && (
            <>
              <Button size="small" onClick={() => onEdit('rename')} aria-label={translate('app.overview.edits.rename_named', { name: node.name })}>
                {translate('app.overview.edits.rename')}
              </Button>
              <Button
                size="small"
                color="error"
                onClick={() => onEdit('delete')}
                aria-label={translate('app.overview.edits.delete_named', { name: node.name })}
              >
                {translate('ra.action.delete')}
              </Button>
            </>
          )}
        </Box>
      </TableCell>
    </TableRow>
  );
}

/**
 * /overview and /global/overview: the selected program, project or contract (or, at
 * global, every program), the nodes under it with their users and groups, and a way into each.
 * Under a program or a project the admin adds, renames and deletes the nodes one level down
 * (programs themselves on /programs).
 */
export function OverviewPage() {
  const translate = useTranslate();
  const selection = useScope();
  const { chooseNode } = useScopeChoice();
  const { node, children, isPending, error } = useScopeOverview(selection);
  const contracts = useProgramContracts(node);
  const edits = useScopeNodeEdits(node);
  const [editing, setEditing] = useState<Editing | null>(null);
  const childLevel = edits.childLevel === undefined ? undefined : levelName(edits.childLevel);
  const title = node ? node.name : translate('app.pages.global_overview.title');
  const level = node ? levelName(node.level) : undefined;
  const open = (child: ScopeNode) => {
    const childLevel = levelName(child.level);
    if (!childLevel) return;
    const parents = Object.fromEntries(child.parentIds.map((id, index) => [(['program', 'project', 'contract'] as const)[index], id]));
    chooseNode(childLevel, child.id, parents);
  };
  return (
    <PageFrame
      title={node ? `${translate('app.pages.overview.title')}: ${node.name}` : title}
      heading={title}
      subtitle={
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
          {level && <Chip label={translate(`app.scope.level.${level}`)} size="small" />}
          <Chip label={translate('app.overview.children', { smart_count: children.length })} size="small" variant="outlined" />
          {contracts !== undefined && <Chip label={translate('app.overview.contracts', { smart_count: contracts })} size="small" variant="outlined" />}
          {node && childLevel && (
            <Button size="small" variant="outlined" onClick={() => setEditing({ kind: 'add' })}>
              {translate(`app.overview.edits.add.${childLevel}`)}
            </Button>
          )}
        </Box>
      }
      loading={isPending}
      error={error}
      errorMessage="app.overview.error"
    >
      {children.length === 0 ? (
        <Typography color="text.secondary">{translate('app.overview.empty')}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={translate('app.overview.children', { smart_count: children.length })}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.overview.name')}</TableCell>
                <TableCell>{translate('app.overview.level')}</TableCell>
                <TableCell align="right">{translate('app.overview.users')}</TableCell>
                <TableCell align="right">{translate('app.overview.groups')}</TableCell>
                <TableCell align="right">
                  <Box component="span" sx={visuallyHidden}>
                    {translate('app.overview.open')}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {children.map((child) => (
                <ChildRow
                  key={child.id}
                  node={child}
                  onOpen={() => open(child)}
                  onEdit={node && childLevel ? (kind) => setEditing({ kind, node: child }) : undefined}
                />
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {node && editing && <EditDialog editing={editing} parent={node} edits={edits} onClose={() => setEditing(null)} />}
    </PageFrame>
  );
}
