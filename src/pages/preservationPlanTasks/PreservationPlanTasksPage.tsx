import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDataProvider, useGetList, useGetMany, useGetOne, useLocaleState, useNotify, usePermissions, useTranslate, type RaRecord } from 'ra-core';
import { Title } from 'react-admin';
import { useParams } from 'react-router-dom';
import { rolesOfPermissions } from '../../framework/actions/actionRoles';
import { canPerform } from '../../framework/registry/access';
import { useResourceSummary } from '../../framework/registry/RegistryContext';
import { reorderTasks } from './reorderTasks';

const PLAN_TASK = 'preservation-plan-task';
/** The three phases of spec §3, each with its frequency field (days; 0: not done in that phase). */
const FREQUENCIES = [
  { field: 'warehouseFrequency', label: 'app.preservationPlanTasks.warehouse' },
  { field: 'fieldFrequency', label: 'app.preservationPlanTasks.field' },
  { field: 'operationFrequency', label: 'app.preservationPlanTasks.operation' },
] as const;

interface TaskTranslation {
  language?: string;
  description?: string;
}

/** The task's description in the user's language, else its own. */
function taskName(task: RaRecord | undefined, locale: string): string {
  if (!task) return '';
  const translations = Array.isArray(task.translations) ? (task.translations as TaskTranslation[]) : [];
  return translations.find((entry) => entry.language === locale)?.description ?? String(task.description ?? '');
}

/**
 * `/preservation-plan-tasks/{id}` (spec §2): the tasks of one preservation plan in their
 * order with the three frequencies; who may edit plan tasks (ADMIN, PROJECT_ADMIN) moves
 * them up and down, each move saved through PUT preservation-plan-task/{id}.
 */
export function PreservationPlanTasksPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const [locale] = useLocaleState();
  const { id = '' } = useParams();
  const resource = useResourceSummary(PLAN_TASK);
  const { permissions } = usePermissions<unknown>();
  const roles = rolesOfPermissions(permissions) ?? [];
  const mayReorder = canPerform(resource.access, 'edit', roles);
  const [saving, setSaving] = useState(false);

  const plan = useGetOne('preservation-plan', { id }, { enabled: id !== '' });
  const {
    data: rows = [],
    isPending,
    error,
    refetch,
  } = useGetList(PLAN_TASK, {
    filter: { planId: id },
    sort: { field: 'order', order: 'ASC' },
    pagination: { page: 1, perPage: 500 },
  });
  const tasks = useGetMany('task', { ids: rows.map((row) => String(row.taskId)) }, { enabled: rows.length > 0 });
  const taskById = new Map((tasks.data ?? []).map((task) => [String(task.id), task]));

  const move = async (index: number, delta: -1 | 1) => {
    const changes = reorderTasks(
      rows.map((row) => ({ id: String(row.id), order: Number(row.order ?? 0) })),
      index,
      delta,
    );
    setSaving(true);
    try {
      // One write a task: the API has no call that reorders a plan at once (spec §7).
      for (const change of changes) {
        const previous = rows.find((row) => String(row.id) === change.id);
        if (!previous) continue;
        await dataProvider.update(PLAN_TASK, { id: change.id, data: { ...previous, order: change.order }, previousData: previous });
      }
      notify('app.preservationPlanTasks.saved', { type: 'success' });
    } catch {
      notify('app.preservationPlanTasks.saveFailed', { type: 'error' });
    } finally {
      await refetch();
      setSaving(false);
    }
  };

  const title = translate('app.pages.preservation_plan_tasks.title');
  const days = (value: unknown) =>
    Number(value) > 0 ? translate('app.preservationPlanTasks.days', { smart_count: Number(value) }) : translate('app.preservationPlanTasks.notApplicable');
  return (
    <Card sx={{ mt: 2, maxWidth: 960 }}>
      <Title title={title} />
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {plan.data && <Typography color="text.secondary">{translate('app.preservationPlanTasks.plan', { name: String(plan.data.name ?? '') })}</Typography>}
        {mayReorder && rows.length > 1 && <Typography variant="body2">{translate('app.preservationPlanTasks.reorderHelp')}</Typography>}
        {isPending && <CircularProgress size={24} aria-label={translate('ra.page.loading')} />}
        {error ? <Alert severity="error">{translate('app.preservationPlanTasks.loadFailed')}</Alert> : null}
        {!isPending && !error && rows.length === 0 && <Typography>{translate('app.preservationPlanTasks.empty')}</Typography>}
        <List aria-label={title} data-testid="plan-tasks" sx={{ p: 0 }}>
          {rows.map((row, index) => {
            const name = taskName(taskById.get(String(row.taskId)), locale);
            return (
              <ListItem key={String(row.id)} divider data-testid="plan-task" sx={{ px: 0, gap: 1, alignItems: 'flex-start' }}>
                <Typography component="span" sx={{ fontWeight: 600, minWidth: '2ch' }} data-testid="plan-task-order">
                  {String(row.order ?? '')}
                </Typography>
                <Stack sx={{ flex: 1, minWidth: 0 }} spacing={0.5}>
                  <Typography sx={{ overflowWrap: 'anywhere' }} data-testid="plan-task-name">
                    {name}
                  </Typography>
                  <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
                    {FREQUENCIES.map(({ field, label }) => (
                      <Typography key={field} variant="body2" color="text.secondary">
                        {translate(label)}: {days(row[field])}
                      </Typography>
                    ))}
                  </Stack>
                </Stack>
                {mayReorder && (
                  <Stack direction="row">
                    <IconButton
                      aria-label={translate('app.preservationPlanTasks.moveUp', { name })}
                      disabled={saving || index === 0}
                      onClick={() => void move(index, -1)}
                    >
                      <ArrowUpwardIcon />
                    </IconButton>
                    <IconButton
                      aria-label={translate('app.preservationPlanTasks.moveDown', { name })}
                      disabled={saving || index === rows.length - 1}
                      onClick={() => void move(index, 1)}
                    >
                      <ArrowDownwardIcon />
                    </IconButton>
                  </Stack>
                )}
              </ListItem>
            );
          })}
        </List>
      </CardContent>
    </Card>
  );
}
