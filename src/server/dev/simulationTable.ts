/**
 * The simulated answers of spec §8 ("Simulated errors for testing"), as data: each one,
 * when switched on, answers every signed-in request whose method and API path match, in
 * place of the real handler (the path may not be served yet: the FIC calls).
 */
export interface Simulation {
  name: string;
  description: string;
  /** Method (`*`: any) and path pattern (relative to `/api`) of the calls it answers. */
  matches: readonly { method: string; path: RegExp }[];
  status: number;
  body: Record<string, unknown> & { error: string; message: string };
}

const WRITES = ['POST', 'PUT'];
const FIC_IMPORT = /^activity\/(import-[\w-]+|import-from-(fic|fvm)(\/.*)?)$/;
const FIC_UPDATE = /^fic\/.+$/;

export const SIMULATIONS: readonly Simulation[] = [
  {
    name: 'fic-partial',
    description: '409 on a FIC import or update: some activities imported or updated, others not',
    matches: [...WRITES.map((method) => ({ method, path: FIC_IMPORT })), ...WRITES.map((method) => ({ method, path: FIC_UPDATE }))],
    status: 409,
    body: {
      error: 'SOME_ACTIVITIES_WERE_NOT_IMPORTED',
      message: 'SOME_ACTIVITIES_WERE_NOT_IMPORTED',
      activitiesId: ['SIM-0001', 'SIM-0002', 'SIM-0003'],
      importedActivitiesId: ['SIM-0001'],
      errors: [
        { id: 'SIM-0002', error: 'OP_ALREADY_IMPORTED', message: 'OP_ALREADY_IMPORTED' },
        { id: 'SIM-0003', error: 'ACTIVITY_FVI_WITHOUT_DISCIPLINE', message: 'ACTIVITY_FVI_WITHOUT_DISCIPLINE' },
      ],
      activitiesWithProblems: ['SIM-0002', 'SIM-0003'],
    },
  },
  {
    name: 'fic-unavailable',
    description: "503 'FIC unavailable' for imports, digital processes and updates",
    matches: [
      { method: '*', path: FIC_IMPORT },
      { method: '*', path: FIC_UPDATE },
      { method: '*', path: /^activity\/to-update$/ },
      { method: '*', path: /^digital-process(-instance)?(\/.*)?$/ },
    ],
    status: 503,
    body: { error: 'FIC_UNAVAILABLE', message: 'FIC unavailable' },
  },
  {
    name: 'task-delete-linked',
    description: '409 ERROR_TASK_HAS_LINK_WITH_ACTIVITY when a task is deleted',
    matches: [{ method: 'DELETE', path: /^task\/[^/]+$/ }],
    status: 409,
    body: { error: 'ERROR_TASK_HAS_LINK_WITH_ACTIVITY', message: 'FIC.ERROR_TASK_HAS_LINK_WITH_ACTIVITY' },
  },
];
