import { useTranslate } from 'ra-core';
import type { LinkAction, ResourceModel } from '../registry/types';
import { ActionButton } from './ActionButton';
import { ActionDialog } from './ActionDialog';
import { actionText } from './actionText';
import { FailuresDialog } from './FailuresDialog';
import { RecordAutocomplete } from './RecordAutocomplete';
import { useLinkAction } from './useLinkAction';

/** Button of a link or unlink action, its dialog picking records of the target, and the failures warning. */
export function LinkActionButton({ resource, action }: { resource: ResourceModel; action: LinkAction }) {
  const translate = useTranslate();
  const c = useLinkAction(resource, action);
  if (!c.record) return null;
  const label = actionText(translate, resource.name, action.name, action.kind);
  return (
    <>
      <ActionButton label={label} onClick={c.start} disabled={c.isPending} />
      <ActionDialog open={c.open} title={label} onClose={c.close} onConfirm={c.submit} pending={c.isPending}>
        {c.open && (
          <RecordAutocomplete
            target={c.target}
            multiple
            value={c.selected}
            onChange={c.select}
            label={translate(`resources.${c.target.name}.name`, { smart_count: 2, _: c.target.name })}
            error={c.error}
            only={c.only}
            exclude={c.exclude}
          />
        )}
      </ActionDialog>
      {c.failures.length > 0 && <FailuresDialog title={c.failuresTitle} items={c.failures} onClose={c.closeFailures} />}
    </>
  );
}
