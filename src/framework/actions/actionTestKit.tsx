// Test support of this folder: models, messages and a renderer with react-admin's
// notifications, an optional auth provider and the error dialog. Not imported by the app.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AdminContext, Notification, ResourceContextProvider, type AuthProvider, type DataProvider } from 'react-admin';
import productPt from '../../locales/pt.json';
import enginePt from '../locales/pt.json';
import { ErrorDialogProvider } from '../feedback/ErrorDialogContext';
import { deepMerge, type Messages } from '../i18n/buildMessages';
import { createI18nProvider } from '../i18n/createI18nProvider';
import { RegistryProvider } from '../registry/RegistryContext';
import type { RegistryModel, ValueSetModel } from '../registry/types';
import { testResourceModel } from '../testing/testResourceModel';

/** The engine's pt messages under the product's, which the tests read their expectations from. */
export const testMessages: Messages = deepMerge(enginePt as Messages, productPt as Messages);

const statusEntry = (value: number, key: string, pt: string) => ({ value, key, color: 'grey' as const, labels: { pt }, order: value });

/** A status table like the product's activity statuses. */
export const jobStatus: ValueSetModel = {
  name: 'job-status',
  file: 'resources/job-status.values.json',
  values: [
    statusEntry(0, 'NOT_STARTED', 'Não iniciada'),
    statusEntry(1, 'BLOCKED', 'Bloqueada'),
    statusEntry(2, 'IN_PROGRESS', 'Em andamento'),
    statusEntry(3, 'COMPLETED', 'Concluída'),
    statusEntry(8, 'REPROVED', 'Reprovada'),
    statusEntry(9, 'CANCELLED', 'Cancelada'),
  ],
};

/** Records with a value-set status, changed by a status action, cancelled by a fixed one, assigned in bulk. */
export const job = testResourceModel({
  name: 'job',
  schema: {
    type: 'object',
    properties: {
      _id: { type: 'string', readOnly: true },
      name: { type: 'string', title: 'Nome' },
      status: { type: 'integer', title: 'Situação' },
      parentId: { type: 'string' },
      personId: { type: 'string' },
    },
  },
  valueSets: { status: 'job-status' },
  valueSetModels: { status: jobStatus },
  actions: [
    {
      name: 'updateStatus',
      kind: 'status',
      method: 'PUT',
      path: '{id}/update-status',
      field: 'status',
      input: 'status',
      choices: [0, 2, 3, 9],
      reason: { field: 'reasonForCancellation', requiredFor: [9] },
      note: { field: 'justification' },
      user: { id: 'userId', name: 'userName' },
      send: ['parentId'],
      invalidError: 'INVALID_STATUS',
      confirm: false,
    },
    {
      name: 'cancel',
      kind: 'status',
      method: 'PUT',
      path: 'cancel/{id}',
      field: 'status',
      input: 'status',
      value: 9,
      user: { id: 'userId' },
      invalidError: 'INVALID_STATUS',
      confirm: true,
    },
    {
      name: 'assignToPerson',
      kind: 'assign',
      method: 'POST',
      path: '/person/{targetId}/assign-jobs',
      target: 'person',
      field: 'personId',
      send: ['_id', 'parentId'],
      partial: 'SOME_ACTIVITIES_WERE_NOT_ASSIGNED_TO_THE_RESPONSIBLE',
      success: 'SUCCESSFULLY_ASSIGNED_ACTIVITIES',
    },
  ],
  softDelete: { method: 'PUT', path: '{id}/delete', reason: 'reasonForDeletion', flag: 'isDeleted' },
  translations: {
    pt: {
      name: 'Trabalho |||| Trabalhos',
      actions: { updateStatus: 'Alterar situação do trabalho', cancel: 'Cancelar trabalho', cancelConfirm: 'Cancelar este trabalho?' },
    },
  },
});

/** Records with string statuses moving along transitions (a pendency's workflow). */
export const ticket = testResourceModel({
  name: 'ticket',
  schema: {
    type: 'object',
    properties: {
      _id: { type: 'string', readOnly: true },
      name: { type: 'string' },
      status: {
        type: 'string',
        oneOf: [
          { const: 'DRAFT', title: 'Rascunho' },
          { const: 'AWAITING_EVALUATION', title: 'Aguardando avaliação' },
          { const: 'IN_PROGRESS', title: 'Em andamento' },
          { const: 'COMPLETED', title: 'Concluída' },
          { const: 'CANCELLED', title: 'Cancelada' },
        ],
      },
    },
  },
  actions: [
    {
      name: 'changeStatus',
      kind: 'status',
      method: 'PUT',
      path: '{id}/change-status',
      field: 'status',
      input: 'nextStatus',
      transitions: { DRAFT: ['AWAITING_EVALUATION', 'CANCELLED'], AWAITING_EVALUATION: ['IN_PROGRESS', 'CANCELLED'] },
      reason: { field: 'reason', requiredFor: ['CANCELLED'] },
      note: { field: 'justification' },
      invalidError: 'INVALID_STATUS',
      confirm: false,
    },
  ],
});

/** Steps whose status change needs a justification when the step status says so, with a flag to send. */
export const step = testResourceModel({
  name: 'step',
  schema: job.schema,
  valueSets: { status: 'job-status' },
  valueSetModels: { status: jobStatus },
  actions: [
    {
      name: 'updateStatus',
      kind: 'status',
      method: 'PUT',
      path: 'update-status',
      idFrom: 'stepId',
      field: 'status',
      input: 'status',
      note: { field: 'justification', requiredWhen: { resource: 'step-status', match: 'status', flag: 'explanationRequired' } },
      flags: { allowsExternalUpdate: false },
      invalidError: 'INVALID_STATUS',
      confirm: false,
    },
  ],
  translations: { pt: { name: 'Etapa |||| Etapas', actions: { allowsExternalUpdate: 'Atualizar também no sistema externo' } } },
});

export const stepStatus = testResourceModel({
  name: 'step-status',
  list: { columns: [], sort: { field: 'status', order: 'ASC' }, perPage: 25, choicesPerPage: 25, filters: [] },
});

/** Plans: one standard per scope, tasks linked and unlinked, restricted to admins. */
export const plan = testResourceModel({
  name: 'plan',
  schema: {
    type: 'object',
    properties: {
      _id: { type: 'string', readOnly: true },
      name: { type: 'string' },
      isStandard: { type: 'boolean' },
      taskIds: { type: 'array', items: { type: 'string' } },
    },
  },
  actions: [
    { name: 'setStandard', kind: 'exclusive', method: 'PUT', path: '{id}/set-standard', field: 'isStandard', scope: ['name'] },
    { name: 'addTasks', kind: 'link', method: 'POST', path: '{id}/add-tasks', input: 'taskIds', target: 'person', via: { field: 'taskIds' } },
    {
      name: 'removeTasks',
      kind: 'unlink',
      method: 'POST',
      path: '{id}/remove-tasks',
      input: 'taskIds',
      target: 'person',
      via: { field: 'taskIds' },
      failuresTitle: 'plan.removeErrors',
    },
    { name: 'archive', kind: 'toggle', method: 'PUT', path: '{id}/archive/{value}', field: 'archived', valueIn: 'path', roles: ['ADMIN'] },
  ],
  translations: {
    pt: { actions: { setStandard: 'Definir como padrão', addTasks: 'Adicionar tarefas', addTasksFailures: 'Erros na adição', removeTasks: 'Remover tarefas' } },
  },
});

/** The target of assigns and links, searched by name. */
export const person = testResourceModel({
  name: 'person',
  list: {
    columns: [],
    sort: { field: 'name', order: 'ASC' },
    perPage: 25,
    choicesPerPage: 25,
    filters: [{ field: 'name', param: 'name', kind: 'text', matchType: true, alwaysOn: true }],
  },
  translations: { pt: { name: 'Pessoa |||| Pessoas' } },
});

export const actionModel: RegistryModel = { resources: [job, ticket, step, stepStatus, plan, person], valueSets: { 'job-status': jobStatus } };

export interface RenderActionOptions {
  resource: string;
  /** The fake data provider's methods the test needs (vi.fn), typed loosely like every fake. */
  dataProvider: Record<string, unknown>;
  authProvider?: AuthProvider;
}

/** Renders `view` the way the app does, with the notifications shown. */
export function renderActionView(view: ReactElement, { resource, dataProvider, authProvider }: RenderActionOptions) {
  const i18nProvider = createI18nProvider({
    initialLocale: 'pt',
    initialMessages: testMessages,
    loadMessages: async () => testMessages,
    resources: actionModel.resources,
  });
  return render(
    <AdminContext dataProvider={dataProvider as unknown as DataProvider} i18nProvider={i18nProvider} authProvider={authProvider}>
      <RegistryProvider value={actionModel}>
        <ErrorDialogProvider>
          <ResourceContextProvider value={resource}>{view}</ResourceContextProvider>
          <Notification />
        </ErrorDialogProvider>
      </RegistryProvider>
    </AdminContext>,
  );
}
