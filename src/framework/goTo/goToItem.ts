import type { ResourceSummary } from '../registry/resourceDetails';

/** One place the go-to palette offers: a screen, or a record's page. */
export interface GoToItem {
  key: string;
  /** What the user reads: a screen's title, a record's representation. */
  label: string;
  /** Where it belongs: a screen's menu group, a record's resource. */
  detail?: string;
  /** The path it opens. */
  to: string;
}

/** The palette's two groups, in the order shown. */
export type GoToGroupKey = 'screens' | 'records';

export interface GoToGroup {
  key: GoToGroupKey;
  items: readonly GoToItem[];
}

/** A resource whose records the palette searches, and the screen a found record opens (the one the user may open). */
export interface RecordSearchTarget {
  resource: ResourceSummary;
  opens: 'show' | 'edit';
}
