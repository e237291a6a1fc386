/** One column of an import spreadsheet, as a resource definition declares it (`import.columns`). */
export interface ImportColumnDefinition {
  /** Top-level property of the entity the column fills. */
  field: string;
  /** For a reference: the field of the referenced resource the sheet names it by (`identifier`), rather than its id. */
  by?: string;
  /** Value of the template's example row (for a reference: the human key); a value of the field's kind when absent. */
  example?: string | number | boolean;
}

/** A value every imported record gets, optionally taken from a query parameter of the import call (`?source=`). */
export interface ImportFixedValue {
  param?: string;
  default: string | number | boolean;
}

/**
 * A column naming each row's parent in the resource's own hierarchy: a record of the same
 * file or of the store, by its `by` field. The parent lists the new record's id in its
 * `children` field; an unknown parent or a cycle is the row's error.
 */
export interface ImportParentDefinition {
  /** Key of the column in the rows (`parent`); not a field of the record. */
  column: string;
  /** The field the sheet names the parent by (`identifier`). */
  by: string;
  /** The parent's field listing its children's ids. */
  children: string;
  /** Header per language (`pt`, `en`, `es`). */
  header: Record<string, string>;
}

/**
 * How a resource is imported from a spreadsheet (`import` in resources/*.resource.json):
 * the columns, the endpoints that serve it and the template's file name. The framework
 * derives headers, drop-downs, parsing and validation from it and the entity schema.
 */
export interface ImportDefinition {
  columns: ImportColumnDefinition[];
  /** Name of the downloadable template, served at `templates/<template>.xlsx`. */
  template: string;
  /** Column whose value names a row in error lists (`identifier`); the line number only when absent. */
  key?: string;
  /** Fields set on every imported record. */
  fixed?: Record<string, ImportFixedValue>;
  /** Preview path (multipart file in, rows with their errors out); none when absent. */
  previewPath?: string;
  /** Import path: the previewed rows (JSON) or a multipart file in, all rows stored or none. */
  importPath?: string;
  /** Background import of a multipart file, followed in a history resource. */
  async?: { path: string; history: string };
  /** The parent column of a hierarchy import. */
  parent?: ImportParentDefinition;
  /** Roles that may import; absent: those the application's import calls let in. */
  roles?: string[];
}
