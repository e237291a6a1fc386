import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'ra-core';
import { RecordAutocomplete } from '../../framework/actions/RecordAutocomplete';
import { useResourceSummary } from '../../framework/registry/RegistryContext';
import { ReferenceLinkField } from '../../framework/views/ReferenceLinkField';
import { PanelTitle } from './PanelTitle';
import { useActivityElementController } from './useActivityElementController';

export interface ActivityElementPanelProps {
  activityId: string;
  /** The activity's resource, to refresh its cached record after a change. */
  resource: string;
  /** The resource of the linked element (the activity's `elementId` reference). */
  elementResource: string;
  canEdit: boolean;
}

/** The element the activity is linked to, and (for its editors) a way to link another one. */
export function ActivityElementPanel({ activityId, resource, elementResource, canEdit }: ActivityElementPanelProps) {
  const translate = useTranslate();
  const target = useResourceSummary(elementResource);
  const { changing, setChanging, chosen, setChosen, canSave, save } = useActivityElementController(activityId, resource);
  return (
    <Paper component="section" aria-labelledby="activity-element-title" sx={{ p: 2 }}>
      <PanelTitle id="activity-element-title">{translate('app.activity_detail.element.title')}</PanelTitle>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          <ReferenceLinkField source="elementId" reference={elementResource} emptyText={translate('app.activity_detail.element.none')} />
        </Box>
        {canEdit && !changing && (
          <Button variant="outlined" onClick={() => setChanging(true)}>
            {translate('app.activity_detail.element.change')}
          </Button>
        )}
      </Stack>
      {changing && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2, alignItems: { sm: 'flex-start' } }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <RecordAutocomplete target={target} multiple={false} value={chosen} onChange={setChosen} label={translate('app.activity_detail.element.pick')} />
          </Box>
          <Button variant="contained" onClick={save} disabled={!canSave}>
            {translate('ra.action.save')}
          </Button>
          <Button onClick={() => setChanging(false)}>{translate('ra.action.cancel')}</Button>
        </Stack>
      )}
    </Paper>
  );
}
