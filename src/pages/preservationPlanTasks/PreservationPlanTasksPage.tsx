import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'ra-core';
import { useParams } from 'react-router-dom';
import type { PreservationPlanTaskRow } from '../../contracts/preservationPlan';
import { PageFrame } from '../../framework/pages/PageFrame';
import { usePreservationPlanTasksController } from './usePreservationPlanTasksController';

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
function taskName(task: PreservationPlanTaskRow['task'], locale: string): string {
  if (!task) return '';
  const translations = Array.isArray(task.translations) ? (task.translations as TaskTranslation[]) : [];
  return translations.find((entry) => entry.language === locale)?.description ?? String(task.description ?? '');
}

/**
 * `/preservation-plan-tasks/{id}` (spec §2): the tasks of one preservation plan in their
 * order with the three frequencies; who may edit plan tasks (ADMIN, PROJECT_ADMIN) moves
 * them up and down, each move saved through PUT preservation-plan-task/{id}. The tasks come
 * from `preservation-plan/{id}/tasks`, each with its catalogue task.
 */
export function PreservationPlanTasksPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { id = '' } = useParams();
  const controller = usePreservationPlanTasksController(id);
  const { rows, mayReorder } = controller;
  const title = translate('app.pages.preservation_plan_tasks.title');
  const days = (value: unknown) =>
    Number(value) > 0 ? translate('app.preservationPlanTasks.days', { smart_count: Number(value) }) : translate('app.preservationPlanTasks.notApplicable');
  return (
    <PageFrame
      title={title}
      maxWidth={960}
      subtitle={
        controller.planName !== undefined && (
          <Typography color="text.secondary">{translate('app.preservationPlanTasks.plan', { name: controller.planName })}</Typography>
        )
      }
      loading={controller.isPending}
      error={controller.error}
      errorMessage="app.preservationPlanTasks.loadFailed"
    >
      {mayReorder && rows.length > 1 && <Typography variant="body2">{translate('app.preservationPlanTasks.reorderHelp')}</Typography>}
      {rows.length === 0 && <Typography>{translate('app.preservationPlanTasks.empty')}</Typography>}
      <List aria-label={title} data-testid="plan-tasks" sx={{ p: 0 }}>
        {rows.map((row, index) => {
          const name = taskName(row.task, locale);
          return (
            <ListItem key={row._id} divider data-testid="plan-task" sx={{ px: 0, gap: 1, alignItems: 'flex-start' }}>
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
                    disabled={controller.isMoving || index === 0}
                    onClick={() => controller.move(index, -1)}
                  >
                    <ArrowUpwardIcon />
                  </IconButton>
                  <IconButton
                    aria-label={translate('app.preservationPlanTasks.moveDown', { name })}
                    disabled={controller.isMoving || index === rows.length - 1}
                    onClick={() => controller.move(index, 1)}
                  >
                    <ArrowDownwardIcon />
                  </IconButton>
                </Stack>
              )}
            </ListItem>
          );
        })}
      </List>
    </PageFrame>
  );
}
