import type { ImportDefinition } from '../import/importDefinition';
/**
 * The typed model of `schemas/` + `resources/`. The registry loader produces it; the
 * browser, the demo API and `npm run check` all read it. No DOM, no React here.
 */

import type { ActionDefinition } from './actionTypes';
import type { ValueSetModel } from './valueSetTypes';
import type { AccessRules } from './access';
import type { FolderFiles } from './strayFileIssues';

export type { AccessRules, Role } from './access';

/**
 * A project-scoped resource: the record's project id (or list of ids) is at `field`; the
 * id of its contract, when records belong to a contract of their project, at `contractField`
 * (a contract chosen in the scope tree then keeps that contract's records).
 */
export interface ProjectScope {
  field: string;
  contractField?: string;
}

/**
 * A field whose values are privileges held by the record (a user's roles, projects,
 * groups): a writer adds or removes only the values it may grant. `role`: the values are
 * role names and `grantable` lists, per writer role, the roles it may grant (the super role
 * grants every one); a record holding a role its writer may not grant is out of that writer's
 * reach. `project`: the values are project ids, granted only by a writer belonging to them.
 * `reference`: ids of a project-scoped resource's records, granted only when the record's
 * project is one of the writer's.
 */
export type GrantedField =
  { field: string; kind: 'role'; grantable: Partial<Record<string, string[]>> } | { field: string; kind: 'project' } | { field: string; kind: 'reference' };

/** A JSON Schema node (2020-12), narrowed to the keywords the framework reads. */
export interface SchemaNode {
  $id?: string;
  $schema?: string;
  $ref?: string;
  $defs?: Record<string, SchemaNode>;
  type?: string | string[];
  title?: string;
  description?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  oneOf?: SchemaNode[];
  anyOf?: SchemaNode[];
  allOf?: SchemaNode[];
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  required?: string[];
  readOnly?: boolean;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  [keyword: string]: unknown;
}

/** How the admin talks to the API of one resource. */
export type ApiStyle = 'paginated' | 'simple-rest';

export interface ListEndpoint {
  /** Path of the list call, relative to the API base (`discipline/page`, `event/`). */
  path: string;
  /** false: the endpoint answers every record at once; paging, sort and filters run in the browser. */
  paged: boolean;
  /** Query parameter that asks for the total (`count`, or the one the application's paginated API names). */
  countParam: string;
  /** Query parameter that filters by a comma list of ids, so getMany is one call. */
  idsParam?: string;
  /** Conditions the endpoint always applies (none when absent). */
  where?: ListCondition[];
}

export interface ApiDefinition {
  style: ApiStyle;
  /** Base path of the resource (`discipline`, `classes`): `{path}/{id}` for one record. */
  path: string;
  /** Key of the identifier in the API's records (`_id`); exposed to react-admin as `id`. */
  idField: string;
  /** Path of the create call; absent: the base path. */
  createPath?: string;
  /** Further base paths serving the create (`POST {path}`) and the one-record calls (`{path}/{id}`) again (`user-group` beside `groups`). */
  alsoAt?: string[];
  list: ListEndpoint;
}

export type Operation = 'list' | 'show' | 'create' | 'edit' | 'delete' | 'export';

/** Named colours of status badges; views map them to the theme. */
export type BadgeColor = 'grey' | 'orange' | 'cyan' | 'green' | 'yellow' | 'red' | 'blue' | 'purple';

export interface ColumnDefinition {
  /** Property name in the schema (top level). */
  field: string;
  sortable: boolean;
  /** Value → colour: the column renders a coloured badge with the enum label. */
  badge?: Record<string, BadgeColor>;
}

export type FilterKind = 'text' | 'enum' | 'boolean' | 'reference' | 'dateRange' | 'number';

/** The query parameter of a filter. */
export function filterParam(filter: FilterDefinition): string {
  return filter.param ?? filter.field;
}

/**
 * A tab over a list: picking it sets the list's filters to `filter` (API parameter → value;
 * the text `{currentUser}` becomes the signed-in user's id) and clears the other tabs'
 * parameters. Its label is `resources.<name>.tabs.<tab name>`.
 */
export interface ListTab {
  name: string;
  filter: Record<string, string | number | boolean>;
}

export interface FilterDefinition {
  /** Path of the filtered value; `[]` walks an array (`responsibles[]`, `elements[]`): any item may match. */
  field: string;
  /** Query parameter of the filter (`origem` for `origin`); absent: the field (see `filterParam`). */
  param?: string;
  kind: FilterKind;
  /** Text filters: the user may choose how the text matches (contains, starts with ...). */
  matchType: boolean;
  alwaysOn: boolean;
  /** The value set's 'All' value (99): choosing it filters nothing. */
  allValue?: string | number;
  /** Date ranges: query parameters of the two ends (`fromDate`, `toDate`). */
  from?: string;
  to?: string;
  /**
   * Date ranges: what the bounds mean. `day` (a `format: date` field): calendar days, sent as
   * `YYYY-MM-DD` and compared as days whatever the user's time zone; `instant` (`date-time`):
   * the user's days as instants.
   */
  range?: DateRangeUnit;
  /**
   * Other ways a record passes: its `field` holds a value found at `path` of the `resource`
   * records the filter's value names (an activity "assigned to" a user through one of the
   * user's groups). The demo API resolves them; see `throughParams`.
   */
  orThrough?: ThroughMatch[];
}

/** A record passes when its `field` holds one of the values at `path` of the named `resource` records. */
export interface ThroughMatch {
  field: string;
  resource: string;
  /** Path in the named records; `[]` walks an array (`groups[]`). */
  path: string;
}

export type DateRangeUnit = 'day' | 'instant';

/** How finely a `date-time` field is shown: its day, to the minute (default) or to the second. */
export type DatePrecision = 'day' | 'minute' | 'second';

/** A code the API generates on create: `prefix` and a sequence number of `digits` digits (`PND-000123`). */
export interface GeneratedCode {
  prefix: string;
  digits: number;
}

export interface ReferenceDefinition {
  /** Name of the referenced resource. */
  resource: string;
}

export interface UniqueRule {
  fields: string[];
  /** Message key sent by the API and translated by the admin. */
  error: string;
  /** HTTP status of the refusal (400 unless told). */
  status: number;
  /** `field`: the message lands on the first field of the form; `dialog`: an error dialog. */
  display: 'field' | 'dialog';
}

/** A schema keyword failing at a field gives this message key instead of the generic one. */
export type ErrorOverrides = Record<string, Record<string, string>>;

export interface DeleteGuard {
  /** Resource whose records may point at the one being deleted. */
  resource: string;
  /** Dotted path in those records; `[]` walks arrays (`tasks[].taskId`). */
  field: string;
  status: number;
  error: string;
}

/**
 * Read-only fields the API keeps right after every change of the records they depend on:
 * a record's path in a hierarchy, and how many records of another resource point at it.
 */
export interface MaintainedFields {
  /** `field` holds the `label`s from the root down to the record, joined by `separator`; the hierarchy is each record's `children` (a list of ids). */
  path?: { field: string; children: string; label: string; separator: string };
  /** `field` holds how many records of `resource` name the record in `target` (a reference or a list of them). */
  counts?: { field: string; resource: string; target: string }[];
}

export type {
  ActionBase,
  ActionDefinition,
  ActionRefusal,
  ActionTextInput,
  AssignAction,
  ExclusiveAction,
  LinkAction,
  LinkStore,
  StatusAction,
  ToggleAction,
} from './actionTypes';
export type { ValueSetEntry, ValueSetModel } from './valueSetTypes';

/** Deletion that keeps the record: `PUT activity/{id}/delete {reasonForDeletion}` sets the flag. */
export interface SoftDelete {
  method: 'PUT' | 'POST';
  path: string;
  /** Body key of the reason (the 'Motive' textarea). */
  reason: string;
  /** Boolean property set to true; flagged records leave every list. */
  flag: string;
  /** Path under the resource deleting many records with one reason (`bulk/delete`): `{ids, <reason>}`; each done or refused on its own. */
  bulkPath?: string;
}

/** A file the API makes of many records (`POST activity/download-zip {filters: {ids}}`), offered on the list's selection. */
export interface BulkDownload {
  /** Label key `resources.<resource>.actions.<name>`. */
  name: string;
  method: 'PUT' | 'POST';
  /** Under the resource path, or from the API root when it starts with `/`. */
  path: string;
  /** Where the body carries the ids, keys joined by dots (`filters.ids`). */
  idsAt: string;
  /** The saved file's name (`evidence.zip`). */
  file: string;
}

/** A boolean the data provider adds to each record read: true when a value at `path` is one of `includes`. */
export interface DerivedFlag {
  path: string;
  includes: (string | number)[];
}

/** A condition the list endpoint always applies (`user/all-without-project`: projects empty). */
export interface ListCondition {
  field: string;
  op: 'empty' | 'notEmpty' | 'equals' | 'notEquals';
  value?: unknown;
}

/** Records of another resource shown on the show page (`activity-task` by `activityId`). */
export interface RelatedList {
  resource: string;
  /** Field of the related records holding this record's id. */
  target: string;
  /** Columns (default the related resource's list columns without the target). */
  columns?: string[];
  /** Actions of the related resource offered on each row. */
  actions?: string[];
}

/** A button on a show page that opens a hand-written page about the record; its label is `resources.<name>.links.<name>`. */
export interface ShowLink {
  name: string;
  /** The app route it opens, `{id}` standing for the record's id (`/process-model-edit/{id}`). */
  path: string;
}

/** A titled group of fields on a show page or form; the title is `resources.<name>.sections.<name>`. */
export interface FieldSection {
  name: string;
  fields: string[];
  /** Forms: the group starts closed (optional details). */
  collapsed?: boolean;
}

/** `{ field: 'isInternal', in: [false], fields: ['description'] }`: external records keep these fields as received. */
export interface ReadOnlyRule {
  field: string;
  in: unknown[];
  fields: string[];
}

export interface MenuDefinition {
  group: string;
  order: number;
  icon?: string;
  hidden: boolean;
}

export interface TimestampFields {
  createdAt?: string;
  updatedAt?: string;
}

/** Labels of one locale, merged under `resources.<name>` in the i18n messages. */
export interface ResourceTranslations {
  name?: string;
  fields?: Record<string, string>;
  values?: Record<string, Record<string, string>>;
  [key: string]: unknown;
}

/** One resource after loading and checking: every default filled in. */
export interface ResourceModel {
  name: string;
  /** Hash path of its screens without the leading slash (`activities`); the name when not declared. */
  route: string;
  /** File the definition came from, relative to the project root, for messages. */
  file: string;
  schemaFile: string;
  /** The entity schema with every `$ref` to another file inlined under `$defs`. */
  schema: SchemaNode;
  fixture: string;
  recordRepresentation: string;
  /** The feature flag that shows its screens and menu entry (the app's flags); absent: always shown. */
  feature?: string;
  api: ApiDefinition;
  operations: Operation[];
  list: {
    /** The columns shown by default. */
    columns: ColumnDefinition[];
    /** Columns the user may add with the column chooser (hidden at first). */
    optionalColumns?: ColumnDefinition[];
    sort: { field: string; order: 'ASC' | 'DESC' };
    perPage: number;
    /** How many of its records a reference select (form input, filter, action dialog) loads at once, searched by typing. */
    choicesPerPage: number;
    filters: FilterDefinition[];
    /** Tabs above the list, the first one usually with no filter (all); none when absent. */
    tabs?: ListTab[];
  };
  show: {
    fields: string[];
    related?: RelatedList[];
    /** Buttons opening hand-written pages about the record. */
    links?: ShowLink[];
    /** Groups of `fields` under a title; fields in none come first. None when absent. */
    sections?: FieldSection[];
    /** How the sections are laid out: one under the other, or one tab each. */
    layout?: 'sections' | 'tabs';
    /** Key of a hand-written show page the app provides (it replaces the generated one); none when absent. */
    page?: string;
  };
  form: {
    fields: string[];
    uiSchema: Record<string, unknown>;
    /** Groups of `fields` under a title, optional ones collapsed; none when absent. */
    sections?: FieldSection[];
    /** Fields that become read-only for records whose `field` holds one of `in`. */
    readOnlyWhen?: ReadOnlyRule[];
  };
  /** Field path → referenced resource; `[]` walks arrays (`tasks[].taskId`, `parentIds[]`). */
  references: Record<string, ReferenceDefinition>;
  /** Field path → value set name (`executionStatus` → `activity-status`); none when absent. */
  valueSets?: Record<string, string>;
  /** The same, resolved: field path → the value set itself (filled by the loader). */
  valueSetModels?: Record<string, ValueSetModel>;
  /** Derived boolean → rule (`archived` when `tags[]` includes `old`); none when absent. */
  derived?: Record<string, DerivedFlag>;
  /** Delete with a reason instead of removing the record. */
  softDelete?: SoftDelete;
  /** Files made of the list's selection (an evidence zip). */
  bulkDownloads?: BulkDownload[];
  unique: UniqueRule[];
  errors: ErrorOverrides;
  deleteGuards: DeleteGuard[];
  actions: ActionDefinition[];
  timestamps: TimestampFields;
  /** Fields the API computes from other records and keeps right; none when absent. */
  maintainedFields?: MaintainedFields;
  /** `date-time` field → how finely it is shown (`limitDate`: `day`); absent: to the minute. */
  datePrecision?: Record<string, DatePrecision>;
  /** Field → the code the API generates for it on create (`publicId`: `PND-` and 6 digits); none when empty. */
  generatedCodes?: Record<string, GeneratedCode>;
  /** How records come in from a spreadsheet; not importable when absent. */
  import?: ImportDefinition;
  /** Fields only the status actions change (`status`): create and update may not set another value. */
  changedOnlyByActions?: string[];
  menu: MenuDefinition;
  /** Roles allowed per operation (`[]`: every signed-in user; the declared super role passes every check). */
  access: AccessRules;
  /** Records carry their project in `field`; the API answers only within the request's project. */
  projectScope?: ProjectScope;
  /**
   * The records are the callers themselves (a user directory; the id is the token's
   * subject) and these fields are their privileges: who may grant what (GrantedField). No
   * caller changes the granted fields of its own record, nor deletes it.
   */
  grants?: GrantedField[];
  /**
   * Another resource over the same records that serves every call of this one but its
   * list: this resource is a second list of them (users awaiting approval), with no routes
   * of its own for one record or its actions.
   */
  viewOf?: string;
  translations: Record<string, ResourceTranslations>;
}

export interface RegistryModel {
  resources: ResourceModel[];
  /** Value sets by name (`resources/<name>.values.json`); none when absent. */
  valueSets?: Record<string, ValueSetModel>;
}

/** One fault in one file, located by a JSON pointer. */
export interface RegistryIssue {
  file: string;
  /** RFC 6901 pointer into the file ("" for the whole file). */
  pointer: string;
  message: string;
  /** 1-based line and column, when the fault is a place in the text (JSON syntax, a key written twice). */
  line?: number;
  column?: number;
  /** What to do about it, when the message alone does not say. */
  hint?: string;
  /** The file whose own fault caused this one (a `$ref` into a broken schema): folded under that fault. */
  cause?: string;
}

export type RegistryResult = { ok: true; model: RegistryModel } | { ok: false; issues: RegistryIssue[] };

/** Raw project files handed to the loader: path relative to the root → text. */
/** A code the API answers with, where it is declared, and the message key its screens show for it. */
export interface AnswerCode {
  code: string;
  text: string;
  file: string;
  pointer: string;
}

export interface RegistrySources {
  schemas: Record<string, string>;
  /** `<name>.resource.json` files of `resources/`. */
  resources: Record<string, string>;
  /** `<name>.values.json` files of `resources/` (value sets). */
  valueSets?: Record<string, string>;
  /** Fixture file names present (their content is checked by the server and the check CLI). */
  fixtures?: string[];
  /** Hand-written app routes (react-router patterns) that `show.links` and action pages may name; those names go unchecked when absent. */
  appRoutes?: readonly string[];
  /** Keys of the hand-written show pages the app provides (`show.page`); unchecked when absent. */
  showPages?: readonly string[];
  /** The app's locale files (`<locales>/en.json`, `<locales>/<feature>/en.json` of the declared `paths`), path → text; locales and message codes go unchecked when absent. */
  locales?: Record<string, string>;
  /** The engine's own texts (`src/framework/locales/<language>.json`), path → text: the app's texts go over them. */
  engineLocales?: Record<string, string>;
  /** Message codes the API answers for an action kind on its own (a link action's `NOT_LINKED` ...), each needing a text. */
  actionCodes?: Readonly<Partial<Record<string, readonly string[]>>>;
  /** Codes the app's own API code answers with, each needing a text in every language (at `text`, the key its screens show). */
  answerCodes?: readonly AnswerCode[];
  /** The app's browser code (path → text): every message key written out in it needs a text in every language. */
  codeFiles?: Readonly<Record<string, string>>;
  /** Every file directly in schemas/, resources/ and fixtures/: one nothing loads is a fault. Not checked when absent. */
  folderFiles?: FolderFiles;
  /** Fixture files a feature reads on its own (the audit trail's), beside those the resources name. */
  featureFixtures?: readonly string[];
}
