import { projectViewOf } from '../auth/projectView';
import type { RequestUser } from '../auth/requestUser';
import { ApiError } from '../http/apiError';
import type { RecordService } from '../records/recordService';
import { contractOutsideProject, type RecordScope, type RecordScopeOf } from '../scope/recordScope';
import type { StoredRecord } from '../store/readCollectionFile';
import type { FicResources } from './ficResources';

/** Who calls a FIC route, and the project (and its FIC site) the call works on. */
export interface FicCaller {
  user: RequestUser;
  project: StoredRecord;
  projectId: string;
  siteId: string;
  /** Where the site comes in the project list: keeps the item numbers of sites apart. */
  siteIndex: number;
  /** The contract chosen in the scope tree (`Selected-Contract-Id`), one of the project's: the imported records belong to it. */
  contractId?: string;
}

/** The contract of the request's scope, refused when it is not one of the project's (a global admin names the project by its site). */
function chosenContract(scope: RecordScope, projectId: string): string | undefined {
  if (scope.contractId === undefined) return undefined;
  if (scope.projectIds && !scope.projectIds.includes(projectId)) throw contractOutsideProject(scope.contractId, projectId);
  return scope.contractId;
}

function notFound(message: string): ApiError {
  return new ApiError(404, { error: 'NOT_FOUND', message });
}

/**
 * The project (and its FIC site) a FIC call of `user` works on, whose site the lists and
 * imports read (spec §7's `siteId`): a global admin names the site with `askedSite` (400
 * PROJECT_REQUIRED without); anyone else works in the request's project, whose site
 * `askedSite` must be when given. A site no project has, a project without a site and a
 * project that does not exist are 404 NOT_FOUND. A contract chosen in the scope tree must be
 * one of the project's (403 SCOPE_OUTSIDE_PROJECT). (Who may call is the contracts' access,
 * checked before.)
 */
export function ficCaller(
  user: RequestUser,
  askedSite: string | undefined,
  records: RecordService,
  resources: FicResources,
  scopeOf: RecordScopeOf,
): FicCaller {
  const view = projectViewOf(user);
  const projects = records.list(resources.project);
  const idField = records.options.store.collection(resources.project.name).idField;
  const project = view.all
    ? projects.find((candidate) => askedSite !== undefined && candidate.ficSiteId === askedSite)
    : projects.find((candidate) => candidate[idField] === view.projectId);
  if (view.all && askedSite === undefined)
    throw new ApiError(400, {
      error: 'PROJECT_REQUIRED',
      message: 'Choose a project (ProjectId header) or a FIC site (siteId): FIC works on one site at a time.',
    });
  if (!project) throw notFound(view.all ? `No project has the FIC site "${askedSite}".` : `Project ${view.projectId} does not exist.`);
  const siteId = typeof project.ficSiteId === 'string' ? project.ficSiteId : '';
  if (siteId === '') throw notFound('The project has no FIC site (ficSiteId): set it on the project first.');
  if (askedSite !== undefined && askedSite !== siteId) throw notFound(`siteId "${askedSite}" is not the project's FIC site (${siteId}).`);
  const sites = [...new Set(projects.map((candidate) => candidate.ficSiteId).filter((site): site is string => typeof site === 'string'))];
  const projectId = String(project[idField]);
  const contractId = chosenContract(scopeOf(user), projectId);
  return { user, project, projectId, siteId, siteIndex: sites.indexOf(siteId), ...(contractId ? { contractId } : {}) };
}
