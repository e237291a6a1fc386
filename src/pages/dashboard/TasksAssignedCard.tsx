import { useTranslate } from 'ra-core';
import { BADGE_COLORS } from '../../framework/views/badgeColors';
import { LazyPieChart } from './charts/LazyCharts';
import { DashboardCard } from './DashboardCard';
import { TOTAL_TASKS_ASSIGNED, type TotalTasksAssigned } from '../../contracts/dashboard';
import { TotalsTable } from './TotalsTable';
import { useDashboardCall } from './useDashboardCall';

/** The shares of the open tasks, in the badge palette so they read like the rest of the app. */
const SHARES = [
  { key: 'assignedToMe', color: BADGE_COLORS.blue.background },
  { key: 'assignedToOthers', color: BADGE_COLORS.cyan.background },
  { key: 'notAssigned', color: BADGE_COLORS.orange.background },
] as const satisfies readonly { key: keyof TotalTasksAssigned; color: string }[];

/** Open tasks of the scope: held by the signed-in user, by someone else, by nobody. */
export function TasksAssignedCard() {
  const translate = useTranslate();
  const result = useDashboardCall(TOTAL_TASKS_ASSIGNED);
  return (
    <DashboardCard
      title={translate('app.dashboard.tasks.title')}
      result={result}
      isEmpty={(data) => data.total === 0}
      emptyText={translate('app.dashboard.tasks.empty')}
    >
      {(data) => {
        const rows = SHARES.map(({ key, color }) => ({ key, color, label: translate(`app.dashboard.tasks.${key}`), value: data[key] }));
        return (
          <>
            <LazyPieChart data={rows.filter((row) => row.value > 0)} />
            <TotalsTable
              label={translate('app.dashboard.tasks.title')}
              rows={rows.map(({ value, ...row }) => ({ ...row, count: value }))}
              total={data.total}
              totalLabel={translate('app.dashboard.tasks.total')}
            />
          </>
        );
      }}
    </DashboardCard>
  );
}
