import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useState } from 'react';
import { Confirm, Link, useCreatePath } from 'react-admin';
import { useTranslate } from 'ra-core';
import { useParams } from 'react-router-dom';
import { PageFrame } from '../../framework/pages/PageFrame';
import { pageKey } from '../../framework/pages/pageKey';
import { NOTE_MAX, type ExecutionInstruction } from '../../contracts/activityDetail';
import { EXECUTION_INSTRUCTIONS_ROUTE } from './executionInstructionsPath';
import { ACTIVITY, useExecutionInstructionsController, type ExecutionInstructionsController } from './useExecutionInstructionsController';

const HEADING_ID = 'instructions-title';

function InstructionRow({ instruction, controller }: { instruction: ExecutionInstruction; controller: ExecutionInstructionsController }) {
  const translate = useTranslate();
  const [editing, setEditing] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const canWrite = controller.canWrite;
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
            disabled={editing.trim() === '' || controller.isChanging}
            onClick={() => controller.change(instruction._id, editing, () => setEditing(undefined))}
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
        loading={controller.isRemoving}
        title={translate('app.activity_detail.instructions.delete')}
        content={translate('app.activity_detail.instructions.delete_confirm')}
        onConfirm={() => controller.remove(instruction._id, () => setConfirming(false))}
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
  const controller = useExecutionInstructionsController(activityId);
  const title = translate(`app.pages.${pageKey(EXECUTION_INSTRUCTIONS_ROUTE)}.title`);
  return (
    <PageFrame
      title={title}
      headingId={HEADING_ID}
      subtitle={
        controller.description !== undefined && (
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {controller.description}
          </Typography>
        )
      }
      loading={controller.isPending}
      error={controller.error}
      errorMessage="app.activity_detail.instructions.error"
    >
      <Box sx={{ minWidth: 0 }}>
        {controller.notFound ? (
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
        {controller.canWrite && (
          <Stack spacing={1} sx={{ mb: 2 }}>
            <TextField
              fullWidth
              multiline
              minRows={2}
              label={translate('app.activity_detail.instructions.new')}
              value={controller.text}
              onChange={(event) => controller.setText(event.target.value)}
              slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
            />
            <Box>
              <Button variant="contained" disabled={!controller.canAdd} onClick={controller.add}>
                {translate('app.activity_detail.instructions.add')}
              </Button>
            </Box>
          </Stack>
        )}
        {controller.notFound ? null : controller.rows.length === 0 ? (
          <Typography color="text.secondary">{translate('app.activity_detail.instructions.empty')}</Typography>
        ) : (
          <List aria-labelledby={HEADING_ID} disablePadding>
            {controller.rows.map((instruction) => (
              <InstructionRow key={instruction._id} instruction={instruction} controller={controller} />
            ))}
          </List>
        )}
      </Box>
    </PageFrame>
  );
}

export default ExecutionInstructionsPage;
