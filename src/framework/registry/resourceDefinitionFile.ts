import type { AuthoredAccess } from './access';
import type {
  ActionDefinition,
  DerivedFlag,
  ListCondition,
  ListTab,
  RelatedList,
  ShowLink,
  FieldSection,
  ReadOnlyRule,
  SoftDelete,
  BulkDownload,
  ApiStyle,
  BadgeColor,
  DatePrecision,
  GeneratedCode,
  DeleteGuard,
  MaintainedFields,
  ErrorOverrides,
  FilterKind,
  ThroughMatch,
  MenuDefinition,
  ProjectScope,
  GrantedField,
  Operation,
  ReferenceDefinition,
  ResourceTranslations,
  TimestampFields,
} from './types';
import type { ImportDefinition } from '../import/importDefinition';

/**
 * A resource definition as authored in `resources/<name>.resource.json`, once it has
 * passed `src/framework/registry/metaSchemas/resource.schema.json`: shorthands allowed, defaults not yet filled.
 */
/** A list column as authored: a property name or an object. */
export type ColumnEntry = string | { field: string; sortable?: boolean; badge?: Record<string, BadgeColor> };

export interface ResourceDefinitionFile {
  name: string;
  route?: string;
  schema: string;
  fixture?: string;
  recordRepresentation?: string;
  feature?: string;
  api: {
    style?: ApiStyle;
    path: string;
    idField?: string;
    createPath?: string;
    alsoAt?: string[];
    list?: { path?: string; paged?: boolean; countParam?: string; idsParam?: string; where?: ListCondition[] };
  };
  operations?: Operation[];
  list?: {
    columns?: ColumnEntry[];
    optionalColumns?: ColumnEntry[];
    sort?: { field: string; order?: 'ASC' | 'DESC' };
    perPage?: number;
    choicesPerPage?: number;
    filters?: (
      | string
      | { field: string; param?: string; kind?: FilterKind; matchType?: boolean; alwaysOn?: boolean; from?: string; to?: string; orThrough?: ThroughMatch[] }
    )[];
    tabs?: ListTab[];
  };
  show?: { fields?: string[]; related?: RelatedList[]; links?: ShowLink[]; sections?: FieldSection[]; layout?: 'sections' | 'tabs'; page?: string };
  form?: { fields?: string[]; uiSchema?: Record<string, unknown>; sections?: FieldSection[]; readOnlyWhen?: ReadOnlyRule[] };
  references?: Record<string, ReferenceDefinition>;
  valueSets?: Record<string, string>;
  derived?: Record<string, DerivedFlag>;
  softDelete?: Omit<SoftDelete, 'method'> & { method?: SoftDelete['method'] };
  bulkDownloads?: (Omit<BulkDownload, 'method'> & { method?: BulkDownload['method'] })[];
  unique?: { fields: string[]; error: string; status?: number; display?: 'field' | 'dialog' }[];
  errors?: ErrorOverrides;
  deleteGuards?: (Omit<DeleteGuard, 'status'> & { status?: number })[];
  actions?: AuthoredAction[];
  timestamps?: TimestampFields;
  maintainedFields?: MaintainedFields;
  datePrecision?: Record<string, DatePrecision>;
  generatedCodes?: Record<string, GeneratedCode>;
  import?: ImportDefinition;
  changedOnlyByActions?: string[];
  menu?: Partial<MenuDefinition>;
  access?: AuthoredAccess;
  projectScope?: ProjectScope;
  grants?: GrantedField[];
  viewOf?: string;
  translations?: Record<string, ResourceTranslations>;
}

/** Keys the loader fills with defaults. */
type Defaulted = 'method' | 'valueIn' | 'input' | 'invalidError' | 'confirm' | 'refuse';

/** An action as authored: the defaulted keys may be left out. */
export type AuthoredAction = ActionDefinition extends infer A
  ? A extends ActionDefinition
    ? Omit<A, Extract<keyof A, Defaulted>> & Partial<Pick<A, Extract<keyof A, Defaulted>>> & { refuse?: AuthoredRefusal[] }
    : never
  : never;

export interface AuthoredRefusal {
  field: string;
  in: (string | number | boolean | null)[];
  error: string;
  status?: number;
}
