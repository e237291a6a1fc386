import { inlineParts, type InlinePart } from './inlineParts';

/** One `### Added` (or Changed, Fixed ...) group of a release. */
export interface ChangelogSection {
  /** The heading as written (`Added`); empty for entries written before any heading. */
  heading: string;
  entries: InlinePart[][];
}

/** One `## [1.2.0] - 2026-11-24` block. */
export interface ChangelogRelease {
  /** `1.2.0`, or `Unreleased`. */
  version: string;
  /** ISO day (`2026-11-24`); absent for changes not released yet. */
  date?: string;
  sections: ChangelogSection[];
}

export interface Changelog {
  /** In the file's order: newest first, as Keep a Changelog writes them. */
  releases: ChangelogRelease[];
}

// `## [1.2.0] - 2026-11-24`, `## 1.2.0 – 2026-11-24`, `## [Unreleased]`.
const RELEASE = /^##\s+\[?([^\]\s]+)\]?(?:\s+[-–]\s+(\d{4}-\d{2}-\d{2}))?\s*$/;
const SECTION = /^###\s+(.+?)\s*$/;
const ENTRY = /^\s{0,3}[-*+]\s+(.*)$/;
const CONTINUATION = /^\s{2,}(\S.*)$/;

/**
 * The releases of a changelog in Keep a Changelog's form: `##` releases, `###` kinds of
 * change, `-` entries (a line indented under an entry continues it). The title, the
 * introduction and link references above or below are not part of any release.
 */
export function parseChangelog(text: string): Changelog {
  const releases: ChangelogRelease[] = [];
  let release: ChangelogRelease | undefined;
  let section: ChangelogSection | undefined;
  // Lines of the entry being read, joined once it ends, so its Markdown is read as a whole.
  let entry: string[] | undefined;

  const endEntry = () => {
    if (entry && section) section.entries.push(inlineParts(entry.join(' ')));
    entry = undefined;
  };

  for (const line of text.split(/\r?\n/)) {
    const releaseMatch = RELEASE.exec(line);
    if (releaseMatch) {
      endEntry();
      const [, version = '', date] = releaseMatch;
      release = { version, ...(date ? { date } : {}), sections: [] };
      releases.push(release);
      section = undefined;
      continue;
    }
    if (!release) continue;
    if (/^#\s/.test(line)) {
      // A new top-level title ends the releases (nothing of it belongs to the last one).
      endEntry();
      release = undefined;
      continue;
    }
    const sectionMatch = SECTION.exec(line);
    if (sectionMatch) {
      endEntry();
      section = { heading: sectionMatch[1] ?? '', entries: [] };
      release.sections.push(section);
      continue;
    }
    const entryMatch = ENTRY.exec(line);
    if (entryMatch) {
      endEntry();
      if (!section) {
        section = { heading: '', entries: [] };
        release.sections.push(section);
      }
      entry = [(entryMatch[1] ?? '').trim()];
      continue;
    }
    const continuation = CONTINUATION.exec(line);
    if (entry && continuation) {
      entry.push((continuation[1] ?? '').trim());
      continue;
    }
    // A blank line, a link reference or a paragraph: the entry being read is over.
    endEntry();
  }
  endEntry();
  return { releases };
}
