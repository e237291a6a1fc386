import { useNotify } from 'ra-core';
import { CREATE_SCOPE_NODE, SCOPE_CHILDREN, SCOPE_LEVELS, type ScopeLevel } from '../../contracts/scope';
import { DELETE_SCOPE_CHILD, RENAME_SCOPE_CHILD } from '../../contracts/scopeNodeEdits';
import { useCallMutation } from '../../framework/contracts/useCall';
import { useErrorDialog } from '../../framework/feedback/ErrorDialogContext';
import type { ScopeNode } from './useScopeOverview';

type ChildLevel = typeof SCOPE_LEVELS.project | typeof SCOPE_LEVELS.contract;

/** The level one down from a node's: a program holds projects, a project contracts, a contract nothing. */
const NEXT_LEVEL: Readonly<Partial<Record<number, ChildLevel>>> = {
  [SCOPE_LEVELS.program]: SCOPE_LEVELS.project,
  [SCOPE_LEVELS.project]: SCOPE_LEVELS.contract,
};
const isLevel = (level: number): level is ScopeLevel => Object.values<number>(SCOPE_LEVELS).includes(level);

/** What the caller does once a change is made (close its dialog). */
type Done = () => void;

export interface ScopeNodeEdits {
  /** The level a node added under the parent gets; undefined when the parent holds none (a contract, or no parent at global). */
  childLevel: ChildLevel | undefined;
  add: (name: string, done: Done) => void;
  rename: (child: ScopeNode, name: string, done: Done) => void;
  remove: (child: ScopeNode, done: Done) => void;
  isPending: boolean;
}

/**
 * The changes /overview makes to the nodes under the chosen one (spec §7, the CRUD under
 * scope/{x}/{id}/{y}): add a node one level down, rename or delete a node through its
 * parent. Each asks the children again (the overview's and the sidebar's tree), says so in a
 * toast, and a refusal (a name the level has, a node with nodes under it) opens the error
 * dialog with the dialog's text kept.
 */
export function useScopeNodeEdits(parent: ScopeNode | undefined): ScopeNodeEdits {
  const notify = useNotify();
  const showError = useErrorDialog();
  const invalidates = [SCOPE_CHILDREN];
  const create = useCallMutation(CREATE_SCOPE_NODE, { invalidates });
  const rename = useCallMutation(RENAME_SCOPE_CHILD, { invalidates });
  const remove = useCallMutation(DELETE_SCOPE_CHILD, { invalidates });
  const parentLevel = parent && isLevel(parent.level) ? parent.level : undefined;
  const childLevel = parentLevel === undefined ? undefined : NEXT_LEVEL[parentLevel];
  const ended = (message: string, done: Done) => ({
    onSuccess: () => {
      notify(message, { type: 'success' });
      done();
    },
    onError: (error: Error) => showError(error),
  });
  /** The path of a child under the parent, when both are nodes the calls can name. */
  const childPath = (child: ScopeNode) =>
    parent && parentLevel !== undefined && child.level === childLevel ? { level: parentLevel, id: parent.id, childLevel, childId: child.id } : undefined;
  return {
    childLevel,
    add: (name, done) => {
      if (!parent || parentLevel === undefined || childLevel === undefined) return;
      create.mutate({ params: { level: parentLevel, id: parent.id, childLevel }, body: { name } }, ended('app.overview.edits.added', done));
    },
    rename: (child, name, done) => {
      const params = childPath(child);
      if (params) rename.mutate({ params, body: { name } }, ended('app.overview.edits.renamed', done));
    },
    remove: (child, done) => {
      const params = childPath(child);
      if (params) remove.mutate({ params }, ended('app.overview.edits.deleted', done));
    },
    isPending: create.isPending || rename.isPending || remove.isPending,
  };
}
