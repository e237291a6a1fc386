import Button from '@mui/material/Button';
import { useTranslate } from 'ra-core';
import type { ToggleAction } from '../registry/types';
import { useToggleAction } from './useToggleAction';

/** Button of a toggle action: "Activate" when the field is false, "Deactivate" when true. */
export function ToggleActionButton({ resource, action }: { resource: string; action: ToggleAction }) {
  const translate = useTranslate();
  const { record, current, run, isPending } = useToggleAction(resource, action);
  if (!record) return null;
  const key = current ? 'deactivate' : 'activate';
  return (
    <Button size="small" onClick={run} disabled={isPending}>
      {translate(`resources.${resource}.actions.${key}`, { _: translate(`app.action.${key}`) })}
    </Button>
  );
}
