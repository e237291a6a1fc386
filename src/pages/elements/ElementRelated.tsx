import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { parseElementPlan, relatedList } from './elementRelatedCalls';
import { useElementCall } from './useElementCall';

const PENDENCIES = relatedList(['publicId', 'name']);
const EVENTS = relatedList(['name']);

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
  const plan = useElementCall(id, 'preservation-plan', parseElementPlan);
  const pendencies = useElementCall(id, 'pendencies', PENDENCIES);
  const events = useElementCall(id, 'events', EVENTS);
  const empty = translate('app.elements.none');
  return (
    <Stack spacing={1.5} sx={{ minWidth: 0 }} data-testid="element-related">
      <Section title={translate('app.elements.preservationPlan')}>
        {plan.data?.plan ? (
          <Link component={RouterLink} to={`/preservation-plan-tasks/${encodeURIComponent(plan.data.plan._id)}`}>
            {translate('app.elements.planTasks', { name: plan.data.plan.name, smart_count: plan.data.tasks })}
          </Link>
        ) : (
          none(empty)
        )}
      </Section>
      <Section title={translate('app.elements.pendencies', { smart_count: pendencies.data?.count ?? 0 })}>
        {pendencies.data && pendencies.data.count > 0
          ? pendencies.data.items.map((pendency) => (
              <Link key={pendency._id} component={RouterLink} to={`/timeline/pendency/${encodeURIComponent(pendency._id)}`} sx={{ overflowWrap: 'anywhere' }}>
                {pendency.label}
              </Link>
            ))
          : none(empty)}
      </Section>
      <Section title={translate('app.elements.events')}>
        {events.data && events.data.count > 0 ? (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {events.data.items.map((event) => (
              <Chip key={event._id} size="small" label={`${event.label} (${String(event.times ?? 0)})`} />
            ))}
          </Stack>
        ) : (
          none(empty)
        )}
      </Section>
    </Stack>
  );
}
