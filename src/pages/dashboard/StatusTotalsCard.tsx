import { useTranslate } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import { useResourceModel } from '../../framework/registry/RegistryContext';
import { BADGE_COLORS } from '../../framework/views/badgeColors';
import { useValueSet } from '../../framework/views/useValueSet';
import { filteredListPath } from './activityLinks';
import { LazyBarChart } from './charts/LazyCharts';
import { DashboardCard } from './DashboardCard';
import { TOTAL_BY_STATUS } from '../../contracts/dashboard';
import { TotalsTable } from './TotalsTable';
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
    <DashboardCard
      title={translate('app.dashboard.by_status.title')}
      result={result}
      isEmpty={(data) => data.total === 0}
      emptyText={translate('app.dashboard.by_status.empty')}
    >
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
            <TotalsTable
              label={translate('app.dashboard.by_status.title')}
              head={[translate('app.dashboard.by_status.status'), translate('app.dashboard.count')]}
              rows={rows.map(({ status, ...row }) => ({ ...row, key: String(status) }))}
              total={data.total}
              totalLabel={translate('app.dashboard.total')}
            />
          </>
        );
      }}
    </DashboardCard>
  );
}
