import * as Type from 'typebox';
import type { Static } from 'typebox';
import { defineCall } from '../framework/contracts/callContract';
import { Count, dataOf } from './answers';
import { RECORD_VIEW_REFUSALS, RecordId, recordWith } from './recordCalls';
import { CATALOGUE_CALL_PATHS } from './catalogueCallPaths';

/** The timeline calls of spec §2: the audit trail of one record, after its own history from before the trail began. */

/** The kinds of timeline entries, in the order the filter shows them. */
export const TIMELINE_KINDS = ['status', 'record', 'comment', 'media', 'justification', 'elementCheck', 'created', 'updated', 'deleted'] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

/** Entries per page by default, and at most. */
export const TIMELINE_PAGE = { default: 50, max: 500 } as const;

const Kind = Type.Enum(TIMELINE_KINDS);
const oneKind = `(${TIMELINE_KINDS.join('|')})`;

const TimelineChange = Type.Object({
  field: Type.String(),
  before: Type.Optional(Type.Unknown({ description: 'The value before (cut to 300 characters of JSON when longer).' })),
  after: Type.Optional(Type.Unknown({ description: 'The value after (cut likewise).' })),
});
export type TimelineChange = Static<typeof TimelineChange>;

const TimelineEntry = Type.Object({
  _id: Type.String(),
  collection: Type.String({ description: 'The resource whose fields the changes name (their labels).' }),
  recordId: Type.String(),
  kind: Kind,
  changes: Type.Array(TimelineChange, { maxItems: 20 }),
  userId: Type.Optional(Type.String()),
  userName: Type.Optional(Type.String({ description: 'Absent for a change made outside a signed-in request.' })),
  at: Type.String({ format: 'date-time' }),
  note: Type.Optional(
    Type.String({ description: "Why, in the author's words (a deletion's reason), or a history line of the record kept from before the trail began." }),
  ),
});
export type TimelineEntry = Static<typeof TimelineEntry>;

const TimelinePage = Type.Object({
  items: Type.Array(TimelineEntry),
  count: Type.Integer({ minimum: 0, description: 'Entries matching the kind filter.' }),
  kinds: Type.Partial(Type.Record(Kind, Count), { description: 'Entries of each kind, the filter left aside.' }),
  subject: recordWith({ _id: RecordId }, 'The record itself, as GET {resource}/{id} answers it.'),
});
export type TimelinePage = Static<typeof TimelinePage>;

const TimelineQuery = Type.Object({
  kind: Type.Optional(
    Type.String({
      pattern: `^\\s*(${oneKind}\\s*(,\\s*${oneKind}\\s*)*)?$`,
      description: `The kinds to show, a comma list of ${TIMELINE_KINDS.join(', ')} (default: every kind).`,
    }),
  ),
  skip: Type.Optional(Type.Integer({ minimum: 0, description: 'How many entries to pass over (default 0).' })),
  limit: Type.Optional(Type.Integer({ minimum: 0, maximum: TIMELINE_PAGE.max, description: `How many entries to answer (default ${TIMELINE_PAGE.default}).` })),
});

/** What the three timeline calls share: the subject's own path, parameters and access set each. */
const timeline = (subject: string) =>
  ({
    method: 'GET',
    tag: 'timeline',
    summary: `Audit trail of ${subject}, newest first: every change, comment, record, media and status, who and when`,
    description: 'The count of every kind comes with the page, the filter left aside. 404 NOT_FOUND for an unknown subject.',
    query: TimelineQuery,
    answers: { 200: { description: 'One page of the timeline and its subject.', json: dataOf(TimelinePage) } },
    refusals: RECORD_VIEW_REFUSALS,
  }) as const;

export const TASK_TIMELINE = defineCall({
  ...timeline('one activity task (the task must belong to the activity)'),
  path: CATALOGUE_CALL_PATHS.taskTimeline,
  params: Type.Object({ activityId: RecordId, taskId: RecordId }),
  access: { resource: 'activity-task', operation: 'show' },
});

export const ELEMENT_TIMELINE = defineCall({
  ...timeline('one element'),
  path: CATALOGUE_CALL_PATHS.elementTimeline,
  params: Type.Object({ elementId: RecordId }),
  access: { resource: 'element', operation: 'show' },
});

export const PENDENCY_TIMELINE = defineCall({
  ...timeline('one pendency'),
  path: CATALOGUE_CALL_PATHS.pendencyTimeline,
  params: Type.Object({ pendencyId: RecordId }),
  access: { resource: 'pendency', operation: 'show' },
});
