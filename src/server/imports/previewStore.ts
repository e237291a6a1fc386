import { randomBytes } from 'node:crypto';
import { PREVIEW_KEPT_MINUTES } from '../../contracts/imports';
import type { RowReport } from './checkImportRows';

/** A previewed file's rows, kept for its pages and its import. */
export interface KeptPreview {
  id: string;
  /** Who previewed it, and into which resource and project: no one else reads it. */
  owner: string;
  rows: RowReport[];
  expires: number;
}

export interface PreviewStoreOptions {
  /** How long a preview is kept after it was made or last changed. */
  keptMs?: number;
  /** Rows kept over all previews: past it the oldest previews are let go. */
  maxRows?: number;
  now?: () => number;
}

/** A kept preview's error count: the rows with at least one error. */
export function errorCountOf(rows: readonly RowReport[]): number {
  return rows.filter((row) => row.errors.length > 0).length;
}

/**
 * The previews the server keeps, so a 10 000-row file is read once: the screen pages
 * through its rows and the import takes the corrections alone. Bounded in time (each
 * preview `keptMs` after its last change) and in size (`maxRows` over all previews, the
 * oldest let go first); an owner's new preview of the same target replaces the last.
 */
export function createPreviewStore({ keptMs = PREVIEW_KEPT_MINUTES * 60_000, maxRows = 50_000, now = Date.now }: PreviewStoreOptions = {}) {
  // A Map iterates in insertion order: the first entries are the oldest.
  const kept = new Map<string, KeptPreview>();
  const forget = () => {
    const time = now();
    for (const [id, preview] of kept) if (preview.expires <= time) kept.delete(id);
    let total = [...kept.values()].reduce((sum, preview) => sum + preview.rows.length, 0);
    for (const [id, preview] of kept) {
      if (total <= maxRows) break;
      kept.delete(id);
      total -= preview.rows.length;
    }
  };
  return {
    /** Keeps `rows` for `owner`, replacing the owner's previous preview; answers its id. */
    keep(owner: string, rows: RowReport[]): string {
      for (const [id, preview] of kept) if (preview.owner === owner) kept.delete(id);
      const id = randomBytes(16).toString('base64url');
      kept.set(id, { id, owner, rows, expires: now() + keptMs });
      forget();
      return id;
    },
    /** The preview `id` of `owner`, or undefined when it is unknown, another's or past its time. */
    get(id: string, owner: string): KeptPreview | undefined {
      forget();
      const preview = kept.get(id);
      return preview?.owner === owner ? preview : undefined;
    },
    /** Replaces a kept preview's rows (after a refused import, with their new errors) and keeps it longer. */
    update(id: string, rows: RowReport[]): void {
      const preview = kept.get(id);
      if (!preview) return;
      kept.delete(id);
      kept.set(id, { ...preview, rows, expires: now() + keptMs });
      forget();
    },
    /** Lets a preview go (once imported). */
    drop(id: string): void {
      kept.delete(id);
    },
  };
}

export type PreviewStore = ReturnType<typeof createPreviewStore>;
