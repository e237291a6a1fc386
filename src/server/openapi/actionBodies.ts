import { enumChoices, propertySchema } from '../../framework/registry/schemaProperties';
import type {
  ActionDefinition,
  ActionTextInput,
  AssignAction,
  LinkAction,
  RegistryModel,
  ResourceModel,
  SoftDelete,
  StatusAction,
} from '../../framework/registry/types';
import { MAX_BULK_IDS } from '../../framework/data/apiConventions';
import { BULK_IDS } from '../actions/bulkRecords';
import { LINK_ERRORS } from '../actions/linkAction';
import { ref } from './openApiParts';
import type { JsonSchema } from './openApiTypes';
import { schemaNames } from './resourceSchemas';

/** What an action takes and answers: its body (none when it reads nothing from it) and its payload. */
export interface ActionShape {
  body?: JsonSchema;
  answer: JsonSchema;
}

/** A text the server trims: blank (spaces only) counts as missing. */
const FILLED_TEXT: JsonSchema = { type: 'string', pattern: '\\S' };
/** An id as the actions read it: a text with something in it, or a number. */
const ID: JsonSchema = { anyOf: [FILLED_TEXT, { type: 'number' }] };
/** Other keys are read by no one: the body stays open, as the server reads it. */
const OPEN = { additionalProperties: true };

/** The values a status action may set: its `choices` among the field's values (schema enum or value set); undefined when neither says. */
function statusTargets(model: RegistryModel, resource: ResourceModel, action: StatusAction): (string | number | boolean)[] | undefined {
  const fromSchema = enumChoices(propertySchema(resource.schema, action.field)).map((choice) => choice.value);
  const setName = resource.valueSets?.[action.field];
  const fromSet = setName === undefined ? undefined : model.valueSets?.[setName]?.values.map((entry) => entry.value);
  const values = fromSchema.length > 0 ? fromSchema : fromSet;
  if (!action.choices) return values;
  return values ? action.choices.filter((choice) => values.some((value) => String(value) === String(choice))) : action.choices;
}

/** The JSON Schema of a reason or note: required outright, for some targets (`if`/`then`), or when a record says (`x-requiredWhen`). */
function textInput(input: ActionTextInput, required: boolean, what: string): { schema: JsonSchema; alwaysRequired: boolean; when?: JsonSchema } {
  const conditional = input.requiredFor !== undefined || input.requiredWhen !== undefined;
  const alwaysRequired = !conditional && required;
  const words = alwaysRequired ? `Required: the ${what}, trimmed.` : `The ${what}, trimmed; blank or null counts as absent.`;
  const schema: JsonSchema = {
    ...(alwaysRequired ? FILLED_TEXT : { type: ['string', 'null'] }),
    description: `${words}${input.requiredFor ? ` Required (not blank) when the target is one of ${JSON.stringify(input.requiredFor)}.` : ''}${input.requiredWhen ? ` Required (not blank) when a ${input.requiredWhen.resource} record whose ${input.requiredWhen.match} is the target has ${input.requiredWhen.flag} true (x-requiredWhen): a client that cannot tell sends a text.` : ''}`,
    ...(input.requiredWhen ? { 'x-requiredWhen': input.requiredWhen } : {}),
  };
  return { schema, alwaysRequired, ...(input.requiredFor ? { when: { enum: input.requiredFor } } : {}) };
}

/** The body of a status action: the target (unless fixed), the texts, the record's id when not in the path; none when it reads nothing. */
function statusBody(model: RegistryModel, resource: ResourceModel, action: StatusAction): JsonSchema | undefined {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  const conditions: JsonSchema[] = [];
  if (action.value === undefined) {
    const targets = statusTargets(model, resource, action);
    const reachable = action.transitions
      ? ` Reachable only from some statuses (${Object.entries(action.transitions)
          .map(([from, to]) => `${from} → ${to.join(', ')}`)
          .join('; ')}); another is refused with 400 ${action.invalidError}.`
      : '';
    properties[action.input] = { ...(targets ? { enum: targets } : { type: ['string', 'number'] }), description: `The ${action.field} to set.${reachable}` };
    required.push(action.input);
  }
  const texts: [ActionTextInput | undefined, boolean, string][] = [
    [action.reason, true, 'reason'],
    [action.note, false, 'note'],
  ];
  for (const [input, byDefault, what] of texts) {
    if (!input) continue;
    const text = textInput(input, byDefault, what);
    properties[input.field] = text.schema;
    if (text.alwaysRequired || (action.value !== undefined && input.requiredFor?.some((value) => String(value) === String(action.value))))
      required.push(input.field);
    else if (text.when && action.value === undefined)
      conditions.push({
        if: { properties: { [action.input]: text.when }, required: [action.input] },
        then: { properties: { [input.field]: FILLED_TEXT }, required: [input.field] },
      });
  }
  if (action.idFrom) {
    properties[action.idFrom] = { ...ID, 'x-reference': resource.name, description: `The ${resource.name} record to change.` };
    required.push(action.idFrom);
  }
  // Who changed it is kept in the history entry: without a history the keys are read by no one.
  if (action.history && action.user?.id)
    properties[action.user.id] = {
      type: ['string', 'number', 'null'],
      'x-caller': 'id',
      description: "The signed-in caller's own id, when sent: the server records the caller from the token and refuses another id (400 VALIDATION_ERROR).",
    };
  if (action.history && action.user?.name)
    properties[action.user.name] = { type: ['string', 'null'], 'x-caller': 'name', description: "Ignored: the server records the signed-in caller's name." };
  for (const key of action.send ?? [])
    properties[key] = { 'x-record-value': key, description: `A copy of the record's ${key}, when sent: another value is refused (400 VALIDATION_ERROR).` };
  for (const [key, fallback] of Object.entries(action.flags ?? {}))
    properties[key] = { type: ['boolean', 'null'], description: `Kept in the history entry (default ${String(fallback)}).` };
  if (Object.keys(properties).length === 0) return undefined;
  return { type: 'object', properties, required, ...(conditions.length > 0 ? { allOf: conditions } : {}), ...OPEN };
}

function linkShape(resource: ResourceModel, action: LinkAction): ActionShape {
  const verb = action.kind === 'link' ? 'link' : 'unlink';
  return {
    body: {
      type: 'object',
      required: [action.input],
      properties: {
        [action.input]: {
          type: 'array',
          items: { ...ID, 'x-reference': action.target },
          description: `Ids of the ${action.target} records to ${verb}; each is handled on its own.`,
        },
      },
      ...OPEN,
    },
    answer: {
      type: 'object',
      required: ['record', 'failures'],
      properties: {
        record: ref(schemaNames(resource.name).record),
        failures: {
          type: 'array',
          description: 'The ids that were not handled, each with why.',
          items: { type: 'object', required: ['id', 'error'], properties: { id: { type: ['string', 'number'] }, error: { enum: Object.values(LINK_ERRORS) } } },
        },
      },
    },
  };
}

function assignShape(resource: ResourceModel, action: AssignAction): ActionShape {
  const idField = resource.api.idField;
  const keys = [...new Set([idField, ...action.send])];
  const properties = Object.fromEntries(
    keys.map((key) => [
      key,
      key === idField ? { ...ID, 'x-reference': resource.name } : { description: `The record's ${key}, echoed in the answer when it is not assigned.` },
    ]),
  );
  return {
    body: {
      type: 'array',
      description: `The ${resource.name} records to give to the ${action.target} of the path; one not found or refused is answered back.`,
      items: { type: 'object', required: [idField], properties, ...OPEN },
    },
    answer: {
      type: 'array',
      description: 'The records that were not assigned (empty when every one was), with their sent keys.',
      items: {
        type: 'object',
        required: ['error'],
        properties: {
          ...Object.fromEntries(keys.map((key) => [key, {}])),
          error: {
            type: 'string',
            description: `NOT_FOUND, or the code of a refuse rule (${(action.refuse ?? []).map((refusal) => refusal.error).join(', ') || 'none'}).`,
          },
        },
      },
    },
  };
}

/** The body and answer payload of an entity action, read from its definition as its handler (src/server/actions) reads them. */
export function actionShape(model: RegistryModel, resource: ResourceModel, action: ActionDefinition): ActionShape {
  const record = ref(schemaNames(resource.name).record);
  switch (action.kind) {
    case 'toggle':
      if (action.valueIn === 'path') return { answer: record };
      return {
        body: {
          type: 'object',
          required: [action.field],
          properties: { [action.field]: { type: 'boolean', description: `The new ${action.field}.` } },
          ...OPEN,
        },
        answer: record,
      };
    case 'status': {
      const body = statusBody(model, resource, action);
      return { ...(body ? { body } : {}), answer: record };
    }
    case 'exclusive':
      return { answer: record };
    case 'assign':
      return assignShape(resource, action);
    default:
      return linkShape(resource, action);
  }
}

/** The body and answer payload of a soft delete: the reason. */
export function softDeleteShape(resource: ResourceModel, rule: SoftDelete): ActionShape {
  return {
    body: {
      type: 'object',
      required: [rule.reason],
      properties: { [rule.reason]: { ...FILLED_TEXT, description: 'Why the record is deleted (kept on it).' } },
      ...OPEN,
    },
    answer: ref(schemaNames(resource.name).record),
  };
}

/**
 * The same change over many records (a `bulkPath`): the one-record body with `ids` beside
 * it, answered with the records left as they were and why.
 */
export function bulkShape(resource: ResourceModel, one: ActionShape, codes: readonly string[]): ActionShape {
  const single = one.body ?? { type: 'object', properties: {}, required: [] };
  const properties = (single.properties ?? {}) as Record<string, JsonSchema>;
  const required = (single.required ?? []) as string[];
  return {
    body: {
      ...single,
      properties: {
        [BULK_IDS]: {
          type: 'array',
          minItems: 1,
          maxItems: MAX_BULK_IDS,
          uniqueItems: true,
          items: { ...ID, 'x-reference': resource.name },
          description: `The ${resource.name} records, each changed or refused on its own; the changed ones are written together.`,
        },
        ...properties,
      },
      required: [BULK_IDS, ...required],
    },
    answer: {
      type: 'object',
      required: ['failures'],
      properties: {
        failures: {
          type: 'array',
          description: 'The records left as they were (empty when every one was changed), each with why.',
          items: {
            type: 'object',
            required: ['id', 'error'],
            properties: { id: { type: 'string' }, error: { type: 'string', enum: ['NOT_FOUND', ...new Set(codes)] } },
          },
        },
      },
    },
  };
}
