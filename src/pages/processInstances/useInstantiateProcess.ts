import { useQueryClient } from '@tanstack/react-query';
import { useGetOne, useNotify } from 'ra-core';
import { useState } from 'react';
import { useCreatePath } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { INSTANTIATE_FOR_FILTERED_ELEMENTS, INSTANTIATE_PROCESS, MAX_INSTANCES } from '../../contracts/processInstances';
import { useCallMutation } from '../../framework/contracts/useCall';
import { useErrorDialog } from '../../framework/feedback/ErrorDialogContext';
import { elementFilter, type PickMode } from './ElementPicker';
import { useDebounced } from './useDebounced';

/** The template resource, and the instances' (their list is where an instantiation ends). */
export const PROCESS = 'digital-process';
const INSTANCE = 'digital-process-instance';

export interface TemplateStep {
  _id?: string;
  name?: string;
  tasks?: string[];
}

/**
 * The rules of instantiating a template: its steps (each needs tasks), the elements to run
 * it for (ticked, or every element the search matches, at most MAX_INSTANCES), and the
 * instantiation, which says how many instances it made and opens their list.
 */
export function useInstantiateProcess(processId: string) {
  const notify = useNotify();
  const showError = useErrorDialog();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const queryClient = useQueryClient();
  const template = useGetOne(PROCESS, { id: processId }, { retry: false });
  const forChosen = useCallMutation(INSTANTIATE_PROCESS);
  const forFiltered = useCallMutation(INSTANTIATE_FOR_FILTERED_ELEMENTS);
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed);
  const [mode, setMode] = useState<PickMode>('chosen');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [total, setTotal] = useState<number>();
  const sending = forChosen.isPending || forFiltered.isPending;

  const steps = (Array.isArray(template.data?.steps) ? template.data.steps : []) as TemplateStep[];
  const withoutTasks = steps.filter((step) => !step.tasks || step.tasks.length === 0);
  const count = mode === 'chosen' ? chosen.size : (total ?? 0);
  const tooMany = count > MAX_INSTANCES;
  // A filtered instantiation waits for the search to settle: it instantiates what the list shows.
  const ready =
    template.isSuccess && steps.length > 0 && withoutTasks.length === 0 && count > 0 && !tooMany && !sending && (mode === 'chosen' || search === typed);

  const toggle = (id: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const instantiate = async () => {
    try {
      const { data } =
        mode === 'chosen'
          ? await forChosen.mutateAsync({ params: { id: processId }, body: { elements: [...chosen] } })
          : await forFiltered.mutateAsync({ body: { processId, filter: elementFilter(search) } });
      await queryClient.invalidateQueries({ queryKey: [INSTANCE] });
      notify('app.processInstances.instantiated', { type: 'success', messageArgs: { smart_count: data.count } });
      navigate(createPath({ resource: INSTANCE, type: 'list' }));
    } catch (error) {
      showError(error);
    }
  };

  return {
    template,
    name: template.data?.name ? String(template.data.name) : '',
    steps,
    withoutTasks,
    picker: { text: typed, onText: setTyped, search, mode, onMode: setMode, chosen, onToggle: toggle, onTotal: setTotal },
    tooMany,
    ready,
    instantiate,
  };
}
