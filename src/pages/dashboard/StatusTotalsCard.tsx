import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslate } from 'ra-core';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useResourceModel } from '../../framework/registry/RegistryContext';
import { BADGE_COLORS } from '../../framework/views/badgeColors';
import { useValueSet } from '../../framework/views/useValueSet';
import { filteredListPath } from './activityLinks';
import { LazyBarChart } from './charts/LazyCharts';
import { DashboardCard } from './DashboardCard';
import { TOTAL_BY_STATUS } from './dashboardCalls';
import { useDashboardCall } from './useDashboardCall';

const ACTIVITY = 'activity';
const STATUS_FIELD = 'executionStatus';

/** Activities per execution status, as bars and as a table; each status opens the activity list filtered on it. */
export function StatusTotalsCard() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const resource = useResourceModel(ACTIVITY);
  const statuses = useValueSet(resource, STATUS_FIELD);
  const result = useDashboardCall(TOTAL_BY_STATUS);
  return (
    <DashboardCard title={translate('app.dashboard.by_status.title')} result={result} isEmpty={(data) => data.total === 0} emptyText={translate('app.dashboard.by_status.empty')}>
      {(data) => {
        // Only the statuses that occur: fifteen mostly empty bars would hide the few that matter.
        const rows = data.items
          .filter((item) => item.count > 0)
          .map((item) => ({
            ...item,
            label: statuses.label(item.status),
            color: BADGE_COLORS[statuses.color(item.status) ?? 'grey'].background,
            path: filteredListPath(resource, STATUS_FIELD, item.status),
          }));
        const open = (index: number) => {
          const path = rows[index]?.path;
          if (path) navigate(path);
        };
        return (
          <>
            <LazyBarChart data={rows.map(({ label, count, color }) => ({ label, value: count, color }))} onSelect={open} />
            <Table size="small" aria-label={translate('app.dashboard.by_status.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('app.dashboard.by_status.status')}</TableCell>
                  <TableCell align="right">{translate('app.dashboard.count')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={String(row.status)}>
                    <TableCell component="th" scope="row">
                      <Box component="span" aria-hidden sx={{ display: 'inline-block', width: 10, height: 10, borderRadius: '50%', backgroundColor: row.color, mr: 1 }} />
                      {row.path ? (
                        <Link component={RouterLink} to={row.path}>
                          {row.label}
                        </Link>
                      ) : (
                        row.label
                      )}
                    </TableCell>
                    <TableCell align="right">{row.count}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
              <TableFooter>
                <TableRow>
                  <TableCell component="th" scope="row">
                    {translate('app.dashboard.total')}
                  </TableCell>
                  <TableCell align="right">{data.total}</TableCell>
                </TableRow>
              </TableFooter>
            </Table>
          </>
        );
      }}
    </DashboardCard>
  );
}
