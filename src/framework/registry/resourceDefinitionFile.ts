import type {
  ActionDefinition,
  ApiStyle,
  BadgeColor,
  DeleteGuard,
  ErrorOverrides,
  FilterKind,
  MenuDefinition,
  Operation,
  ReferenceDefinition,
  ResourceTranslations,
  TimestampFields,
} from './types';

/**
 * A resource definition as authored in `resources/<name>.resource.json`, once it has
 * passed `resources/resource.schema.json`: shorthands allowed, defaults not yet filled.
 */
export interface ResourceDefinitionFile {
  name: string;
  schema: string;
  fixture?: string;
  recordRepresentation?: string;
  api: {
    style?: ApiStyle;
    path: string;
    idField?: string;
    list?: { path?: string; paged?: boolean; countParam?: string; idsParam?: string };
  };
  operations?: Operation[];
  list?: {
    columns?: (string | { field: string; sortable?: boolean; badge?: Record<string, BadgeColor> })[];
    sort?: { field: string; order?: 'ASC' | 'DESC' };
    perPage?: number;
    filters?: (string | { field: string; kind?: FilterKind; matchType?: boolean; alwaysOn?: boolean; from?: string; to?: string })[];
  };
  show?: { fields?: string[] };
  form?: { fields?: string[]; uiSchema?: Record<string, unknown> };
  references?: Record<string, ReferenceDefinition>;
  unique?: { fields: string[]; error: string; status?: number; display?: 'field' | 'dialog' }[];
  errors?: ErrorOverrides;
  deleteGuards?: (Omit<DeleteGuard, 'status'> & { status?: number })[];
  actions?: (Omit<ActionDefinition, 'method'> & { method?: 'PUT' | 'POST' })[];
  timestamps?: TimestampFields;
  menu?: Partial<MenuDefinition>;
  access?: { roles?: string[] };
  translations?: Record<string, ResourceTranslations>;
}
