import * as Type from 'typebox';
import type { Static } from 'typebox';
import { defineCall, type CallJsonBody } from '../framework/contracts/callContract';
import { dataOf } from './answers';
import { RECORD_VIEW_REFUSALS } from './recordCalls';

/**
 * A pendency forwarded through a digital process (spec §2, §4, §5, §7): the templates it
 * can go through, and the forward, which creates the process instance and puts the
 * pendency IN_PROGRESS, both or neither.
 */

/** The code of a forward that leaves a step with no task (spec §5). */
export const TASKS_IN_ALL_STEPS = 'DIGITAL_PROCESS_INSTANTIATE.IT_IS_NECESSARY_TO_ADD_TASKS_IN_ALL_STEPS';

const DateTime = Type.String({ format: 'date-time' });
const Ids = (description: string) => Type.Array(Type.String(), { description });

const ForwardTemplateStep = Type.Object({
  _id: Type.String(),
  name: Type.Optional(Type.String()),
  bpmnActivityId: Type.String({ description: 'The model activity the step stands for.' }),
  tasks: Ids("The step's tasks (task resource)."),
});

/** A digital process a pendency can be forwarded through, with its steps bound to a model activity. */
export const ForwardTemplate = Type.Object({ _id: Type.String(), name: Type.String(), steps: Type.Array(ForwardTemplateStep) });
export type ForwardTemplate = Static<typeof ForwardTemplate>;

export const FORWARD_TEMPLATES = defineCall({
  method: 'GET',
  path: 'pendency/forward/digital-process',
  tag: 'pendency',
  summary: 'The digital processes a pendency can be forwarded through (those with at least one step), by name, with their steps and the tasks bound to each',
  access: { resource: 'digital-process', operation: 'list' },
  answers: { 200: { description: 'The templates.', json: dataOf(Type.Array(ForwardTemplate)) } },
});

const ForwardedPendency = Type.Object(
  {
    _id: Type.String(),
    publicId: Type.Optional(Type.String()),
    name: Type.String(),
    classification: Type.String(),
    status: Type.Literal('IN_PROGRESS'),
    projectId: Type.Optional(Type.String()),
    statusHistory: Type.Array(
      Type.Object({ status: Type.String(), date: DateTime, userId: Type.Optional(Type.String()), userName: Type.Optional(Type.String()) }),
    ),
  },
  { description: 'The pendency, now IN_PROGRESS, with its history entry (schemas/pendency.schema.json has every field).' },
);

const InstanceStep = Type.Object({
  _id: Type.String({ description: "The template step's id." }),
  bpmnActivityId: Type.String(),
  name: Type.Optional(Type.String()),
  order: Type.Integer({ minimum: 0 }),
  status: Type.Union([Type.Literal('NOT_STARTED'), Type.Literal('IN_PROGRESS')]),
  tasks: Ids('The task ids of the step.'),
  pendencies: Ids('The pendencies the step holds: the forwarded one, in the first step.'),
});

const ForwardedInstance = Type.Object(
  {
    _id: Type.String(),
    name: Type.String({ description: "The template's name and the pendency's code." }),
    digitalProcessId: Type.String(),
    pendencyId: Type.String(),
    projectId: Type.Optional(Type.String()),
    executionStatus: Type.Literal('IN_PROGRESS'),
    steps: Type.Array(InstanceStep),
    pendencies: Ids('The forwarded pendency.'),
    impeditivePendenciesCount: Type.Integer({ minimum: 0, maximum: 1 }),
    nonImpeditivePendenciesCount: Type.Integer({ minimum: 0, maximum: 1 }),
    createdAt: DateTime,
    updatedAt: DateTime,
  },
  {
    description:
      'The digital process instance created (schemas/digital-process-instance.schema.json), in progress from its first step, which holds the pendency.',
  },
);

const ForwardStep = Type.Object(
  {
    stepId: Type.String({
      description: 'A step of the template (its steps[]._id): 400 REFERENCE_NOT_FOUND for another, 400 VALIDATION_ERROR for one named twice.',
    }),
    tasks: Ids('Task ids (task resource), replacing the template step’s; create new tasks first with POST task. 400 REFERENCE_NOT_FOUND for an unknown one.'),
  },
  { additionalProperties: false },
);

export const FORWARD_PENDENCY = defineCall({
  method: 'POST',
  path: 'pendency/{id}/forward',
  tag: 'pendency',
  summary:
    'Forwards a pendency through a digital process: creates the process instance and sets the pendency IN_PROGRESS with a statusHistory entry, both or neither',
  description:
    'The instance has one step per template step, in progress from the first, which holds the pendency. A step left out of `steps` keeps its template tasks. ' +
    `400 ${TASKS_IN_ALL_STEPS} (with stepsWithoutTasks) when a step ends with no task; 400 INVALID_STATUS when the status cannot move to IN_PROGRESS (only DRAFT, AWAITING_EVALUATION and AWAITING_INFORMATION can); 400 USER_WITHOUT_PERMISSION for an external pendency.`,
  access: { resource: 'pendency', action: 'forward' },
  params: Type.Object({ id: Type.String({ description: 'The pendency.' }) }),
  body: {
    json: Type.Object(
      {
        digitalProcessId: Type.String({
          pattern: '\\S',
          description: 'The digital process (template) to forward through: 400 REFERENCE_NOT_FOUND when none has this id.',
        }),
        steps: Type.Optional(Type.Array(ForwardStep, { description: 'The tasks chosen per template step.' })),
      },
      { additionalProperties: false },
    ),
  },
  answers: { 200: { description: 'The pendency and the instance.', json: dataOf(Type.Object({ pendency: ForwardedPendency, instance: ForwardedInstance })) } },
  refusals: {
    ...RECORD_VIEW_REFUSALS,
    400: [...RECORD_VIEW_REFUSALS[400], 'INVALID_STATUS', 'USER_WITHOUT_PERMISSION', 'REFERENCE_NOT_FOUND', TASKS_IN_ALL_STEPS],
  },
});
export type ForwardBody = CallJsonBody<typeof FORWARD_PENDENCY>;
