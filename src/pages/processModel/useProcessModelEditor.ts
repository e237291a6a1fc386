import { useQueryClient } from '@tanstack/react-query';
import { useGetList, useNotify } from 'ra-core';
import { useCallback, useMemo, useState, type RefObject } from 'react';
import { SAVE_TEMPLATE_MODEL, TEMPLATE_MODEL, type TemplateModel } from '../../contracts/processEngine';
import { useCall, useCallMutation } from '../../framework/contracts/useCall';
import { useErrorDialog } from '../../framework/feedback/ErrorDialogContext';
import { recordLabel } from '../../framework/registry/recordLabel';
import { useResourceSummary } from '../../framework/registry/RegistryContext';
import { downloadFile, fileNameOf } from './downloadFile';
import type { TaskOption } from './TaskBindings';
import { useBpmnModeler } from './useBpmnModeler';

/** The template resource: its screens show the saved model's bindings. */
export const PROCESS = 'digital-process';
const TASK = 'task';
/** Enough for the product's task catalogue in one read (tens of tasks). */
const TASK_PAGE = 1000;
const EXPORTS = { bpmn: 'application/xml', svg: 'image/svg+xml' } as const;

function bindingsOf(model: TemplateModel | undefined): Record<string, string[]> {
  return Object.fromEntries((model?.activities ?? []).map((activity) => [activity.id, activity.tasks]));
}

/**
 * The rules and calls of the BPMN template editor: the stored model in bpmn-js's Modeler
 * (drawn in `container`), each model task's product tasks (the stored ones, then the
 * user's choices), the task catalogue to choose from, export as BPMN or SVG, and saving
 * the model with its bindings together (then the template's screens read it again).
 */
export function useProcessModelEditor(processId: string, container: RefObject<HTMLDivElement | null>) {
  const notify = useNotify();
  const showError = useErrorDialog();
  const queryClient = useQueryClient();
  const template = useCall(TEMPLATE_MODEL, { params: { id: processId } });
  const stored = template.data?.data;
  const editor = useBpmnModeler(container, stored?.xml);
  // The user's choices over what was stored.
  const [edits, setEdits] = useState<Record<string, string[]>>({});
  const bindings = useMemo(() => ({ ...bindingsOf(stored), ...edits }), [stored, edits]);
  const saveModel = useCallMutation(SAVE_TEMPLATE_MODEL);
  // One function for the page's life: the step panel's rows keep their props, and only the one bound draws again.
  const bind = useCallback((modelTaskId: string, tasks: string[]) => setEdits((current) => ({ ...current, [modelTaskId]: tasks })), []);

  const taskResource = useResourceSummary(TASK);
  const taskList = useGetList(TASK, { pagination: { page: 1, perPage: TASK_PAGE }, sort: { field: 'description', order: 'ASC' } });
  const options = useMemo<TaskOption[]>(
    () => (taskList.data ?? []).map((record) => ({ id: String(record.id), label: recordLabel(taskResource, record) || String(record.id) })),
    [taskList.data, taskResource],
  );

  const name = stored?.name ?? '';
  const exportAs = async (format: keyof typeof EXPORTS) => {
    const text = format === 'bpmn' ? await editor.saveXml() : await editor.saveSvg();
    downloadFile(fileNameOf(name, format), text, EXPORTS[format]);
  };
  const save = async () => {
    try {
      const xml = await editor.saveXml();
      const activities = editor.tasks.map((task) => ({ id: task.id, tasks: bindings[task.id] ?? [] }));
      await saveModel.mutateAsync({ params: { id: processId }, body: { xml, activities } });
      // The template's generated screens (react-admin's cache of the resource).
      await queryClient.invalidateQueries({ queryKey: [PROCESS] });
      notify('app.processModel.saved', { type: 'success' });
    } catch (error) {
      showError(error);
    }
  };

  return {
    name,
    loadError: template.error,
    editor,
    bindings,
    bind,
    options,
    exportAs,
    save,
    saving: saveModel.isPending,
  };
}
