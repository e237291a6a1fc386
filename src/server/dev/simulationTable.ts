/**
 * The simulated answers of spec §8 ("Simulated errors for testing"), as data: each one,
 * when switched on, answers every signed-in request whose method and API path match, in
 * place of the real handler (the path may not be served yet: the FIC calls).
 */
/** One simulated answer: the calls it answers (method, `*` any, and path pattern relative to `/api`) and its body. */
export interface SimulatedAnswer {
  matches: readonly { method: string; path: RegExp }[];
  body: Record<string, unknown> & { error: string; message: string };
}

export interface Simulation {
  name: string;
  description: string;
  status: number;
  /** The first whose calls match answers; a refusal carries what the real one would (a partial FIC answer its `data`). */
  answers: readonly SimulatedAnswer[];
}

const WRITES = ['POST', 'PUT'];
const FIC_IMPORT = /^activity\/(import-[\w-]+|import-from-(fic|fvm)(\/.*)?)$/;
const FIC_UPDATE = /^fic\/.+$/;
const SIMULATED_IDS = ['SIM-0001', 'SIM-0002', 'SIM-0003'];
const SIMULATED_ERRORS = [
  { id: 'SIM-0002', error: 'OP_ALREADY_IMPORTED', message: 'OP_ALREADY_IMPORTED' },
  { id: 'SIM-0003', error: 'ACTIVITY_FVI_WITHOUT_DISCIPLINE', message: 'ACTIVITY_FVI_WITHOUT_DISCIPLINE' },
];

export const SIMULATIONS: readonly Simulation[] = [
  {
    name: 'fic-partial',
    description: '409 on a FIC import or update: some activities imported or updated, others not',
    status: 409,
    answers: [
      {
        matches: WRITES.map((method) => ({ method, path: FIC_IMPORT })),
        body: {
          error: 'SOME_ACTIVITIES_WERE_NOT_IMPORTED',
          message: 'SOME_ACTIVITIES_WERE_NOT_IMPORTED',
          data: {
            activitiesId: SIMULATED_IDS,
            importedActivitiesId: [SIMULATED_IDS[0]],
            errors: SIMULATED_ERRORS,
            activitiesWithProblems: SIMULATED_ERRORS.map((error) => error.id),
            abortedActivitiesId: [],
          },
        },
      },
      {
        matches: WRITES.map((method) => ({ method, path: FIC_UPDATE })),
        body: {
          error: 'ACTIVITY_NOT_UPDATED',
          message: 'ACTIVITY_NOT_UPDATED',
          data: { date: '2026-01-01T00:00:00.000Z', total: SIMULATED_IDS.length, updatedActivitiesId: [SIMULATED_IDS[0]], errors: SIMULATED_ERRORS },
        },
      },
    ],
  },
  {
    name: 'fic-unavailable',
    description: "503 'FIC unavailable' for imports, digital processes and updates",
    status: 503,
    answers: [
      {
        matches: [
          { method: '*', path: FIC_IMPORT },
          { method: '*', path: FIC_UPDATE },
          { method: '*', path: /^activity\/to-update$/ },
          { method: '*', path: /^digital-process(-instance)?(\/.*)?$/ },
        ],
        body: { error: 'FIC_UNAVAILABLE', message: 'FIC unavailable' },
      },
    ],
  },
  {
    name: 'task-delete-linked',
    description: '409 ERROR_TASK_HAS_LINK_WITH_ACTIVITY when a task is deleted',
    status: 409,
    answers: [
      {
        matches: [{ method: 'DELETE', path: /^task\/[^/]+$/ }],
        body: { error: 'ERROR_TASK_HAS_LINK_WITH_ACTIVITY', message: 'FIC.ERROR_TASK_HAS_LINK_WITH_ACTIVITY' },
      },
    ],
  },
];
