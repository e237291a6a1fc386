import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseChangelog } from './parseChangelog';

const SAMPLE = `# Changelog

All notable changes are documented here.

## [Unreleased]

### Added

- A page of its own.

## [1.1.0] - 2026-11-24

### Added

- Lists at \`/page\`, with
  a second line.
- Second entry.

### Fixed

* A fix.

## 1.0.0 - 2026-11-20

- An entry with no heading.

[Unreleased]: https://example.com/compare/v1.1.0...HEAD
[1.1.0]: https://example.com/compare/v1.0.0...v1.1.0
`;

describe('parseChangelog', () => {
  const { releases } = parseChangelog(SAMPLE);

  it('reads each release with its version and day, newest first, skipping the title and introduction', () => {
    expect(releases.map(({ version, date }) => ({ version, date }))).toEqual([
      { version: 'Unreleased', date: undefined },
      { version: '1.1.0', date: '2026-11-24' },
      { version: '1.0.0', date: '2026-11-20' },
    ]);
  });

  it('groups entries under their kind of change, a continued line joined to its entry', () => {
    const [, release] = releases;
    expect(release?.sections.map((section) => section.heading)).toEqual(['Added', 'Fixed']);
    expect(release?.sections[0]?.entries).toEqual([
      [
        { kind: 'text', text: 'Lists at ' },
        { kind: 'code', text: '/page' },
        { kind: 'text', text: ', with a second line.' },
      ],
      [{ kind: 'text', text: 'Second entry.' }],
    ]);
    expect(release?.sections[1]?.entries).toEqual([[{ kind: 'text', text: 'A fix.' }]]);
  });

  it('keeps entries written before any heading, and no link reference as an entry', () => {
    expect(releases[2]?.sections).toEqual([{ heading: '', entries: [[{ kind: 'text', text: 'An entry with no heading.' }]] }]);
  });

  it('answers no release for a text without any', () => {
    expect(parseChangelog('# Changelog\n\nNothing yet.\n')).toEqual({ releases: [] });
    expect(parseChangelog('')).toEqual({ releases: [] });
  });

  it('ends the releases at a new top-level title, and reads Windows line ends', () => {
    const parsed = parseChangelog('## [2.0.0] - 2026-01-02\r\n### Removed\r\n- Old page.\r\n# Appendix\r\n- not an entry\r\n');
    expect(parsed.releases).toEqual([
      { version: '2.0.0', date: '2026-01-02', sections: [{ heading: 'Removed', entries: [[{ kind: 'text', text: 'Old page.' }]] }] },
    ]);
  });

  it("reads the repository's CHANGELOG.md: every release dated except Unreleased, each with entries", () => {
    const own = parseChangelog(readFileSync(join(process.cwd(), 'CHANGELOG.md'), 'utf8'));
    expect(own.releases.length).toBeGreaterThan(1);
    for (const release of own.releases) {
      if (release.version !== 'Unreleased') expect(release.date, release.version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(release.sections.flatMap((section) => section.entries).length, release.version).toBeGreaterThan(0);
    }
    const days = own.releases.flatMap((release) => (release.date ? [release.date] : []));
    expect(days, 'newest first').toEqual([...days].sort().reverse());
  });
});
