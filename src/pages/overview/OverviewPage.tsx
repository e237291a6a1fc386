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
import { PageFrame } from '../../framework/pages/PageFrame';
import { useScope, useScopeChoice } from '../../shell/scope/ScopeContext';
import { levelName, useProjectMembers, useScopeOverview, type ScopeNode } from './useScopeOverview';

/** Read by screen readers, not shown. */
const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

function Count({ value }: { value: number | undefined }) {
  return <>{value ?? '—'}</>;
}

function ChildRow({ node, onOpen }: { node: ScopeNode; onOpen: () => void }) {
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
        <Button size="small" onClick={onOpen} aria-label={translate('app.overview.open_named', { name: node.name })}>
          {translate('app.overview.open')}
        </Button>
      </TableCell>
    </TableRow>
  );
}

/**
 * /overview and /global/overview: the selected program, project or contract (or, at
 * global, every program), the nodes under it with their users and groups, and a way into each.
 */
export function OverviewPage() {
  const translate = useTranslate();
  const selection = useScope();
  const { chooseNode } = useScopeChoice();
  const { node, children, isPending, error } = useScopeOverview(selection);
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
                <ChildRow key={child.id} node={child} onOpen={() => open(child)} />
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </PageFrame>
  );
}
