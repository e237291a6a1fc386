import type { RecordSearchTarget } from '../../framework/goTo/goToItem';
import type { PageCatalogue } from '../../framework/pages/pageCatalogue';
import { recordSearchParams } from '../../framework/registry/recordSearchFields';
import type { RegistrySummary } from '../../framework/registry/resourceDetails';
import { canOpenScreen } from '../screenAccess';

export interface GoToTargetsOptions {
  model: RegistrySummary;
  pages: PageCatalogue;
  roles: readonly string[];
  /** Whether a feature is switched on (a resource of one switched off answers not-found). */
  isEnabled: (feature: string | undefined) => boolean;
}

/**
 * The resources whose records go-to-anything searches: those with a text filter to search by
 * whose list the user's roles may open (the guard's rule, with the app's rule for the
 * resource's screens), and whose show page, else edit form, they may open too: the screen a
 * found record goes to.
 */
export function goToTargets({ model, pages, roles, isEnabled }: GoToTargetsOptions): RecordSearchTarget[] {
  const rules = { model, pages };
  return model.resources.flatMap((resource): RecordSearchTarget[] => {
    const may = (action: string) => canOpenScreen(rules, { resource: resource.name, action }, roles);
    if (!isEnabled(resource.feature) || !may('list') || recordSearchParams(resource).length === 0) return [];
    const opens = may('show') ? 'show' : may('edit') ? 'edit' : undefined;
    return opens ? [{ resource, opens }] : [];
  });
}
