import { CURRENT_PROJECT_DETAILS, PROJECT_DETAILS_BY_IDS, type ProjectDetails } from '../../contracts/projectDetails';
import type { AccessOfResource } from '../../framework/contracts/callAccess';
import type { RegistryModel, ResourceModel } from '../../framework/registry/types';
import { projectViewOf } from '../auth/projectView';
import type { RequestUser } from '../auth/requestUser';
import { ApiError } from '../http/apiError';
import { contractRoute } from '../http/contractRoute';
import type { RecordService } from '../records/recordService';
import type { ApiRoute } from '../routes/apiRoute';
import type { FeatureModule } from '../routes/featureModule';
import type { StoredRecord } from '../store/readCollectionFile';

/** The project, its program (`programId`) and its contracts (each naming it in `projectId`). */
const NAMES = { project: 'project', program: 'program', programField: 'programId', contract: 'contract', contractField: 'projectId' } as const;

/**
 * A project's details (src/contracts/projectDetails.ts): the project with its program and
 * contracts, for the request's project or for projects by id. A user reads their own
 * projects'; an ADMIN every one, though the project resource itself is theirs alone.
 */
export function projectDetailsRoutes(model: RegistryModel, records: RecordService, accessOf: AccessOfResource): ApiRoute[] {
  const named = (name: string): ResourceModel | undefined => model.resources.find((candidate) => candidate.name === name);
  const project = named(NAMES.project);
  if (!project) return [];
  const program = named(NAMES.program);
  const contract = named(NAMES.contract);

  // Stored records follow their schemas (every write is checked): they are the contract's records.
  const detailsOf = (record: StoredRecord): ProjectDetails => {
    const id = String(record[project.api.idField]);
    const programId = record[NAMES.programField];
    const programRecord =
      program && typeof programId === 'string' ? records.list(program).find((candidate) => String(candidate[program.api.idField]) === programId) : undefined;
    const contracts = contract
      ? records
          .list(contract)
          .filter((candidate) => String(candidate[NAMES.contractField]) === id)
          .sort((a, b) => String(a.name).localeCompare(String(b.name)))
      : [];
    return { project: record, program: programRecord ?? null, contracts } as ProjectDetails;
  };
  const mayRead = (user: RequestUser, id: string): boolean => user.roles.includes('ADMIN') || user.projectIds.includes(id);

  return [
    contractRoute(CURRENT_PROJECT_DETAILS, accessOf, ({ user }) => {
      const view = projectViewOf(user);
      if (view.all) throw new ApiError(400, { error: 'PROJECT_REQUIRED', message: 'Global is no one project: send the ProjectId of one.' });
      return { status: 200, body: { data: detailsOf(records.get(project, view.projectId)) } };
    }),
    contractRoute(PROJECT_DETAILS_BY_IDS, accessOf, ({ user, query }) => {
      const ids = query.ids.split(',');
      // Every id is checked before any is answered: an unknown one is 404, another's project 403.
      const found = ids.map((id) => records.get(project, id));
      const denied = ids.find((id) => !mayRead(user, id));
      if (denied !== undefined) {
        throw new ApiError(403, { error: 'PROJECT_ACCESS_DENIED', message: `Project ${denied} is not one of your projects.`, projectId: denied });
      }
      return { status: 200, body: { data: found.map(detailsOf) } };
    }),
  ];
}

/** The feature's routes, as the demo API builds them from its context. */
export const projectDetailsFeature: FeatureModule = {
  origin: 'src/server/projectDetails',
  routes: ({ model, records, accessOf }) => projectDetailsRoutes(model, records, accessOf),
};
