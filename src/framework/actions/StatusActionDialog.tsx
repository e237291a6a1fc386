import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { fieldLabelKey } from '../i18n/labelKeys';
import type { ResourceModel, StatusAction } from '../registry/types';
import { ActionDialog } from './ActionDialog';
import { ActionTextField } from './ActionTextField';
import { actionText } from './actionText';
import type { StatusActionController } from './useStatusAction';

/** What the dialog reads of its controller: a record's (useStatusAction) or a selection's (useBulkStatusAction). */
export type StatusDialogState = Pick<
  StatusActionController,
  | 'open'
  | 'close'
  | 'submit'
  | 'isPending'
  | 'label'
  | 'target'
  | 'targets'
  | 'pick'
  | 'errors'
  | 'reason'
  | 'setReason'
  | 'reasonRequired'
  | 'note'
  | 'setNote'
  | 'noteRequired'
  | 'flags'
  | 'setFlag'
>;

export interface StatusActionDialogProps {
  resource: ResourceModel;
  action: StatusAction;
  title: string;
  controller: StatusDialogState;
}

/**
 * The dialog of a status action: the target select (none for a fixed value, which shows
 * the confirmation text instead), the reason when the target requires one, the note, and
 * the action's flags.
 */
export function StatusActionDialog({ resource, action, title, controller: c }: StatusActionDialogProps) {
  const translate = useTranslate();
  const name = resource.name;
  const errorText = (key: string | undefined) => (key === undefined ? undefined : translate(key, { _: key }));
  const textLabel = (field: string, fallback: string) => translate(fieldLabelKey(name, field), { _: translate(`app.action.${fallback}`) });
  return (
    <ActionDialog open={c.open} title={title} onClose={c.close} onConfirm={c.submit} pending={c.isPending}>
      {action.value !== undefined ? (
        <Typography>
          {action.confirm
            ? actionText(translate, name, `${action.name}Confirm`, 'confirm_status', { status: c.label(action.value) })
            : `${translate('app.action.new_status')}: ${c.label(action.value)}`}
        </Typography>
      ) : (
        <TextField
          select
          label={translate('app.action.new_status')}
          value={c.target === undefined ? '' : String(c.target)}
          onChange={(event) => {
            const chosen = c.targets.find((value) => String(value) === event.target.value);
            if (chosen !== undefined) c.pick(chosen);
          }}
          required
          error={c.errors.target !== undefined}
          helperText={errorText(c.errors.target)}
          fullWidth
          sx={{ mt: 1 }}
        >
          {c.targets.map((value) => (
            <MenuItem key={String(value)} value={String(value)}>
              {c.label(value)}
            </MenuItem>
          ))}
        </TextField>
      )}
      {action.reason && c.reasonRequired && (
        <ActionTextField
          label={textLabel(action.reason.field, 'reason')}
          placeholder={translate('app.action.reason_prompt')}
          value={c.reason}
          onChange={c.setReason}
          required
          error={c.errors.reason}
        />
      )}
      {action.note && (
        <ActionTextField
          label={textLabel(action.note.field, 'note')}
          placeholder={translate('app.action.note_prompt')}
          value={c.note}
          onChange={c.setNote}
          required={c.noteRequired}
          error={c.errors.note}
        />
      )}
      {Object.keys(action.flags ?? {}).map((flag) => (
        <FormControlLabel
          key={flag}
          control={<Checkbox checked={c.flags[flag] === true} onChange={(event) => c.setFlag(flag, event.target.checked)} />}
          label={translate(`resources.${name}.actions.${flag}`, { _: translate(fieldLabelKey(name, flag), { _: flag }) })}
        />
      ))}
    </ActionDialog>
  );
}
