import type { BadgeColor } from './types';

/** One table of values (statuses): labels, colours and phases shared by every resource using it. */
export interface ValueSetEntry {
  value: string | number;
  /** Stable name (`NOT_STARTED`), used in message keys. */
  key: string;
  color: BadgeColor;
  phase?: 'initial' | 'conclusive';
  /** Label per locale. */
  labels: Record<string, string>;
  /** For a set declared `like` another: the value of that set this one stands for (`DRAFT` → 12). */
  as?: string | number;
  /** Position in choices (default the declared order). */
  order: number;
}

export interface ValueSetModel {
  name: string;
  file: string;
  /** In declared order, inherited labels/colours/phases filled in. */
  values: ValueSetEntry[];
  /** Set whose values this one maps to (`pendency-status` → `activity-status`). */
  like?: string;
  /** A value outside the set is shown as this one. */
  unknown?: string | number;
  /** The filter's 'All' option: choosing it filters nothing. */
  all?: { value: string | number; order: number; labels: Record<string, string> };
}
