import { describe, expect, it } from 'vitest';
import { strayFileIssues } from './strayFileIssues';

describe('strayFileIssues', () => {
  const files = {
    schemas: ['a.schema.json'],
    resources: ['a.resource.json', 'a-status.values.json', 'resource.schema.json', 'values.schema.json'],
    fixtures: ['a.json', 'audit-trail.json'],
  };

  it('passes every file the loader reads', () => {
    expect(strayFileIssues(files, { namedFixtures: ['a.json'], featureFixtures: ['audit-trail.json'] })).toEqual([]);
  });

  it('names a misnamed definition with the name it needs', () => {
    const issues = strayFileIssues(
      { ...files, resources: [...files.resources, 'b.resources.json', 'c.resource.jsn'] },
      { namedFixtures: ['a.json'], featureFixtures: ['audit-trail.json'] },
    );
    expect(issues.map((issue) => [issue.file, issue.hint])).toEqual([
      ['resources/b.resources.json', 'rename it to "b.resource.json"'],
      ['resources/c.resource.jsn', 'rename it to "c.resource.json"'],
    ]);
  });

  it('names a fixture no resource reads, with the missing one it may be', () => {
    const issues = strayFileIssues(
      { ...files, fixtures: ['as.json', 'audit-trail.json'] },
      { namedFixtures: ['a.json'], featureFixtures: ['audit-trail.json'] },
    );
    expect(issues).toEqual([expect.objectContaining({ file: 'fixtures/as.json', message: expect.stringContaining('did you mean "a.json"?') })]);
  });
});
