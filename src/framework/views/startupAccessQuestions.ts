import type { RegistrySummary } from '../registry/resourceDetails';
import type { AccessQuestion } from './prefetchAccessAnswers';
import { routeView } from './routeView';

/** The access questions of a cold load, split by when their answers are needed. */
export interface StartupAccessQuestions {
  /** What the first screen asks: every resource's `list` (the sidebar), every operation of the address's resource (its page's buttons and rows). */
  first: AccessQuestion[];
  /** The other resources' other operations: what the next pages ask, answered once the first is drawn. */
  later: AccessQuestion[];
}

/** Every operation of every resource of the registry, split for a cold load of `hash`. */
export function startupAccessQuestions(model: RegistrySummary, hash: string): StartupAccessQuestions {
  const shown = routeView(model, hash)?.resource.name;
  const split: StartupAccessQuestions = { first: [], later: [] };
  for (const resource of model.resources) {
    for (const action of resource.operations) {
      (action === 'list' || resource.name === shown ? split.first : split.later).push({ resource: resource.name, action });
    }
  }
  return split;
}
