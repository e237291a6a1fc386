import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'ra-core';
import { TIMELINE_KINDS, type TimelineEntry, type TimelinePage } from '../../contracts/timeline';
import { PAGE_SIZE } from './timelineCalls';
import { useChangeText } from './useChangeText';

export interface TimelineListProps {
  /** The page shown (the previous one while the next comes). */
  data: TimelinePage;
  kinds: readonly string[];
  onKindsChange: (kinds: string[]) => void;
  page: number;
  onPageChange: (page: number) => void;
}

function EntryItem({ entry }: { entry: TimelineEntry }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const text = useChangeText(entry.collection);
  return (
    <ListItem divider sx={{ display: 'block', px: 0 }} data-testid="timeline-entry" data-kind={entry.kind}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Chip size="small" color="primary" variant="outlined" label={translate(`app.timeline.kinds.${entry.kind}`, { _: entry.kind })} />
        <Typography variant="body2" component="span">
          {entry.userName ?? translate('app.timeline.system')}
        </Typography>
        <Typography variant="body2" component="time" color="text.secondary" dateTime={entry.at}>
          {new Date(entry.at).toLocaleString(locale)}
        </Typography>
      </Stack>
      {entry.note ? (
        <Typography variant="body2" sx={{ mt: 0.5, fontStyle: 'italic', overflowWrap: 'anywhere' }} data-testid="timeline-note">
          {entry.note}
        </Typography>
      ) : null}
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
        {entry.changes.map((change) => (
          <Typography key={change.field} component="li" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            <strong>{text.field(change.field)}</strong>: {text.value(change.field, change.before)} → {text.value(change.field, change.after)}
          </Typography>
        ))}
      </Box>
    </ListItem>
  );
}

/** The entries of a timeline, newest first, one page at a time, with a chip per kind (and its count) to filter on. */
export function TimelineList({ data, kinds, onKindsChange, page, onPageChange }: TimelineListProps) {
  const translate = useTranslate();
  const toggle = (kind: string) => onKindsChange(kinds.includes(kind) ? kinds.filter((chosen) => chosen !== kind) : [...kinds, kind]);
  const pages = Math.max(1, Math.ceil(data.count / PAGE_SIZE));
  return (
    <Box component="section" aria-labelledby="timeline-heading">
      <Typography id="timeline-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('app.timeline.heading')}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 1 }} role="group" aria-label={translate('app.timeline.filter')}>
        {TIMELINE_KINDS.map((kind) => (
          <Chip
            key={kind}
            label={`${translate(`app.timeline.kinds.${kind}`)} (${data.kinds[kind] ?? 0})`}
            color={kinds.includes(kind) ? 'primary' : 'default'}
            variant={kinds.includes(kind) ? 'filled' : 'outlined'}
            aria-pressed={kinds.includes(kind)}
            onClick={() => toggle(kind)}
          />
        ))}
      </Stack>
      {data.items.length === 0 ? <Typography color="text.secondary">{translate('app.timeline.empty')}</Typography> : null}
      {data.items.length > 0 ? (
        <List dense aria-labelledby="timeline-heading">
          {data.items.map((entry) => (
            <EntryItem key={entry._id} entry={entry} />
          ))}
        </List>
      ) : null}
      {pages > 1 ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end', mt: 1 }}>
          <Button disabled={page === 0} onClick={() => onPageChange(page - 1)}>
            {translate('app.timeline.newer')}
          </Button>
          <Typography variant="body2">{translate('app.timeline.page', { page: page + 1, pages })}</Typography>
          <Button disabled={page + 1 >= pages} onClick={() => onPageChange(page + 1)}>
            {translate('app.timeline.older')}
          </Button>
        </Stack>
      ) : null}
    </Box>
  );
}
