import { useMemo, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate, type Identifier, type RaRecord } from 'ra-core';
import type { ActionResult, AdminDataProvider } from '../data/createDataProvider';
import { useErrorDialog } from '../feedback/ErrorDialogContext';
import { useResourceSummary } from '../registry/RegistryContext';
import { recordLabel } from '../registry/recordLabel';
import { requiredMessageKey } from '../registry/apiSection';
import type { LinkAction, ResourceModel } from '../registry/types';
import { actionText } from './actionText';
import type { FailureItem } from './FailuresDialog';
import { linkedIds } from './linkedIds';
import { useUpdateRecordInCache } from './useUpdateRecordInCache';

/**
 * Controller of a link or unlink action: the dialog picking records of `target`, the call
 * with `{[input]: ids}`, and the warning listing the ids the API refused (each id is
 * handled on its own, so the others did change). The view refreshes either way.
 */
export function useLinkAction(resource: ResourceModel, action: LinkAction) {
  const record = useRecordContext<RaRecord>();
  const target = useResourceSummary(action.target);
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const showError = useErrorDialog();
  const updateRecordInCache = useUpdateRecordInCache();

  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<RaRecord[]>([]);
  const [error, setError] = useState<string | undefined>(undefined);
  const [failures, setFailures] = useState<FailureItem[]>([]);

  // What to offer: an unlink picks among the linked records, a link among the others.
  const linked = useMemo(() => linkedIds(action, record), [action, record]);
  const options = useMemo((): { only?: Identifier[]; exclude?: Identifier[] } => {
    if (action.kind === 'unlink') return linked ? { only: linked } : {};
    const self = record && action.target === resource.name ? [record.id] : [];
    return { exclude: [...(linked ?? []), ...self] };
  }, [action, linked, record, resource.name]);

  const close = () => {
    setOpen(false);
    setSelected([]);
    setError(undefined);
  };

  const mutation = useMutation<ActionResult, unknown, RaRecord[]>({
    mutationFn: (records) =>
      dataProvider.runAction(resource.name, { action: action.name, id: record?.id ?? '', body: { [action.input]: records.map((r) => r.id) } }),
    onSuccess: (result, records) => {
      if (result.data) updateRecordInCache(resource.name, result.data);
      if (result.failures.length > 0) {
        const labelOf = (id: string) => {
          const chosen = records.find((r) => String(r.id) === id);
          return (chosen && recordLabel(target, chosen)) || id;
        };
        setFailures(result.failures.map((failure) => ({ id: failure.id, label: labelOf(failure.id), error: failure.error })));
      } else {
        notify(actionText(translate, resource.name, `${action.name}Success`, action.kind === 'link' ? 'linked' : 'unlinked'), { type: 'success' });
      }
      close();
      refresh();
    },
    onError: showError,
  });

  const submit = () => {
    if (!record || mutation.isPending) return;
    if (selected.length === 0) {
      setError(requiredMessageKey());
      return;
    }
    mutation.mutate(selected);
  };

  return {
    record,
    target,
    open,
    start: () => setOpen(true),
    close,
    submit,
    isPending: mutation.isPending,
    selected,
    select: (records: RaRecord[]) => {
      setSelected(records);
      setError(undefined);
    },
    error,
    ...options,
    failures,
    failuresTitle: action.failuresTitle
      ? translate(action.failuresTitle, { _: translate('app.action.failures_title') })
      : actionText(translate, resource.name, `${action.name}Failures`, 'failures_title'),
    closeFailures: () => setFailures([]),
  };
}

export type LinkActionController = ReturnType<typeof useLinkAction>;
