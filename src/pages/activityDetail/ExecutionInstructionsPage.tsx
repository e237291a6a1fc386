import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useState } from 'react';
import { Confirm, Link, Title, useCreatePath, useGetOne } from 'react-admin';
import { useTranslate } from 'ra-core';
import { useParams } from 'react-router-dom';
import { pageKey } from '../../framework/pages/pageKey';
import {
  ADD_EXECUTION_INSTRUCTION,
  CHANGE_EXECUTION_INSTRUCTION,
  DELETE_EXECUTION_INSTRUCTION,
  EXECUTION_INSTRUCTIONS,
  NOTE_MAX,
  type ExecutionInstruction,
} from '../../contracts/activityDetail';
import { useActivityRights } from './activityRoles';
import { EXECUTION_INSTRUCTIONS_ROUTE } from './executionInstructionsPath';
import { useActivityQuery, useActivityWrite } from './useActivityApi';

/** The resource the instructions belong to (spec §2 names the route after it). */
const ACTIVITY = 'activity';
const instructionsOf = (answer: { data: ExecutionInstruction[] }) => answer.data;

function InstructionRow({ activityId, instruction, canWrite }: { activityId: string; instruction: ExecutionInstruction; canWrite: boolean }) {
  const translate = useTranslate();
  const [editing, setEditing] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const update = useActivityWrite(activityId, CHANGE_EXECUTION_INSTRUCTION, { success: 'app.activity_detail.instructions.updated' });
  const remove = useActivityWrite(activityId, DELETE_EXECUTION_INSTRUCTION, { success: 'app.activity_detail.instructions.deleted' });
  const params = { id: activityId, instrId: instruction._id };
  if (editing !== undefined) {
    return (
      <ListItem divider disableGutters sx={{ display: 'block' }}>
        <TextField
          fullWidth
          multiline
          minRows={2}
          label={translate('app.activity_detail.instructions.description')}
          value={editing}
          onChange={(event) => setEditing(event.target.value)}
          slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
        />
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <Button
            variant="contained"
            disabled={editing.trim() === '' || update.isPending}
            onClick={() => update.mutate({ params, body: { description: editing.trim() } }, { onSuccess: () => setEditing(undefined) })}
          >
            {translate('ra.action.save')}
          </Button>
          <Button onClick={() => setEditing(undefined)}>{translate('ra.action.cancel')}</Button>
        </Stack>
      </ListItem>
    );
  }
  return (
    <ListItem
      divider
      disableGutters
      secondaryAction={
        canWrite && (
          <Stack direction="row">
            <IconButton aria-label={translate('app.activity_detail.instructions.edit')} onClick={() => setEditing(instruction.description)}>
              <EditIcon />
            </IconButton>
            <IconButton edge="end" aria-label={translate('app.activity_detail.instructions.delete')} onClick={() => setConfirming(true)}>
              <DeleteIcon />
            </IconButton>
          </Stack>
        )
      }
    >
      <ListItemText primary={instruction.description} sx={{ overflowWrap: 'anywhere', pr: canWrite ? 10 : 0 }} />
      <Confirm
        isOpen={confirming}
        loading={remove.isPending}
        title={translate('app.activity_detail.instructions.delete')}
        content={translate('app.activity_detail.instructions.delete_confirm')}
        onConfirm={() => remove.mutate({ params }, { onSettled: () => setConfirming(false) })}
        onClose={() => setConfirming(false)}
      />
    </ListItem>
  );
}

/** `/activity/{activityId}/execution-instructions`: the activity's execution instructions, listed, added, changed and deleted. */
export function ExecutionInstructionsPage() {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const activityId = useParams().activityId ?? '';
  const rights = useActivityRights();
  const activity = useGetOne(ACTIVITY, { id: activityId }, { retry: false });
  const instructions = useActivityQuery(activityId, EXECUTION_INSTRUCTIONS, { params: { id: activityId } }, instructionsOf);
  const create = useActivityWrite(activityId, ADD_EXECUTION_INSTRUCTION, { success: 'app.activity_detail.instructions.added' });
  const [text, setText] = useState('');
  const title = translate(`app.pages.${pageKey(EXECUTION_INSTRUCTIONS_ROUTE)}.title`);
  const rows = instructions.data ?? [];
  // An id that names no activity (or one out of reach) gets no form to write into: the page says so under its title.
  const status = (activity.error as { status?: number } | null)?.status;
  const notFound = activity.isError && (status === 404 || status === 400);
  const canAdd = rights.note && activity.isSuccess;
  return (
    <Stack spacing={2} sx={{ mt: 2, minWidth: 0 }}>
      <Title title={title} />
      <Paper component="section" aria-labelledby="instructions-title" sx={{ p: 2, minWidth: 0 }}>
        <Typography id="instructions-title" variant="h5" component="h1" sx={{ fontSize: '1.3rem' }}>
          {title}
        </Typography>
        {activity.data && (
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere', mb: 1 }}>
            {String(activity.data.description ?? '')}
          </Typography>
        )}
        {notFound ? (
          <Stack role="alert" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Typography>
              {translate('forms.show.notFound.message', { name: translate(`resources.${ACTIVITY}.name`, { smart_count: 1, _: ACTIVITY }) })}
            </Typography>
            <Button component={Link} to={createPath({ resource: ACTIVITY, type: 'list' })} variant="contained">
              {translate('forms.show.notFound.back')}
            </Button>
          </Stack>
        ) : (
          <Button component={Link} to={createPath({ resource: ACTIVITY, id: activityId, type: 'show' })} size="small" sx={{ mb: 2 }}>
            {translate('app.activity_detail.instructions.back')}
          </Button>
        )}
        {canAdd && (
          <Stack spacing={1} sx={{ mb: 2 }}>
            <TextField
              fullWidth
              multiline
              minRows={2}
              label={translate('app.activity_detail.instructions.new')}
              value={text}
              onChange={(event) => setText(event.target.value)}
              slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
            />
            <Box>
              <Button
                variant="contained"
                disabled={text.trim() === '' || create.isPending}
                onClick={() => create.mutate({ params: { id: activityId }, body: { description: text.trim() } }, { onSuccess: () => setText('') })}
              >
                {translate('app.activity_detail.instructions.add')}
              </Button>
            </Box>
          </Stack>
        )}
        {notFound ? null : instructions.isPending ? (
          <Typography color="text.secondary">{translate('ra.page.loading')}</Typography>
        ) : instructions.isError ? (
          <Typography color="error">{translate('app.activity_detail.instructions.error')}</Typography>
        ) : rows.length === 0 ? (
          <Typography color="text.secondary">{translate('app.activity_detail.instructions.empty')}</Typography>
        ) : (
          <List aria-labelledby="instructions-title" disablePadding>
            {rows.map((instruction) => (
              <InstructionRow key={instruction._id} activityId={activityId} instruction={instruction} canWrite={canAdd} />
            ))}
          </List>
        )}
      </Paper>
    </Stack>
  );
}

export default ExecutionInstructionsPage;
