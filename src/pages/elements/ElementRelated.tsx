import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ELEMENT_EVENTS, ELEMENT_PENDENCIES, ELEMENT_PRESERVATION_PLAN } from '../../contracts/elements';
import { preservationPlanTasksPath } from '../preservationPlanTasks/preservationPlanRoutes';
import { pendencyTimelinePath } from '../timeline/timelineRoutes';
import { eventLabel, pendencyLabel } from './elementRelatedCalls';
import { useElementCall } from './useElementCall';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={0.5} sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

const none = (text: string) => (
  <Typography variant="body2" color="text.secondary">
    {text}
  </Typography>
);

/** The chosen element's preservation plan, pendencies (each to its timeline) and events. */
export function ElementRelated({ id }: { id: string }) {
  const translate = useTranslate();
  const plan = useElementCall(ELEMENT_PRESERVATION_PLAN, id)?.data;
  const pendencies = useElementCall(ELEMENT_PENDENCIES, id)?.data;
  const events = useElementCall(ELEMENT_EVENTS, id)?.data;
  const empty = translate('app.elements.none');
  return (
    <Stack spacing={1.5} sx={{ minWidth: 0 }} data-testid="element-related">
      <Section title={translate('app.elements.preservationPlan')}>
        {plan?.plan ? (
          <Link component={RouterLink} to={preservationPlanTasksPath(plan.plan._id)}>
            {translate('app.elements.planTasks', { name: plan.plan.name, smart_count: plan.tasks.length })}
          </Link>
        ) : (
          none(empty)
        )}
      </Section>
      <Section title={translate('app.elements.pendencies', { smart_count: pendencies?.count ?? 0 })}>
        {pendencies && pendencies.count > 0
          ? pendencies.items.map((pendency) => (
              <Link key={pendency._id} component={RouterLink} to={pendencyTimelinePath(pendency._id)} sx={{ overflowWrap: 'anywhere' }}>
                {pendencyLabel(pendency)}
              </Link>
            ))
          : none(empty)}
      </Section>
      <Section title={translate('app.elements.events')}>
        {events && events.count > 0 ? (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {events.items.map((event) => (
              <Chip key={event._id} size="small" label={eventLabel(event)} />
            ))}
          </Stack>
        ) : (
          none(empty)
        )}
      </Section>
    </Stack>
  );
}
