import { matchPath } from 'react-router-dom';

// Lower case: react-router matches paths regardless of case.
const firstSegment = (path: string) => (path.split('/').find(Boolean) ?? '').toLowerCase();
const isStaticSegment = (segment: string) => segment !== '' && !segment.startsWith(':') && !segment.includes('*') && !segment.endsWith('?');

/**
 * The first row of `table` whose react-router pattern matches a path. Rows are grouped by
 * their first segment, so a path is matched against its few candidates, not the whole table:
 * react-router compiles a pattern at every match, and a page's links ask for dozens of paths.
 */
export function firstMatch<T extends { path: string }>(table: readonly T[]): (pathname: string) => T | undefined {
  const opensWithParameter = table.filter((row) => !isStaticSegment(firstSegment(row.path)));
  // Each first segment's candidates: its rows and those opening with a parameter, in the table's order.
  const candidates = new Map<string, T[]>();
  for (const segment of new Set(table.map((row) => firstSegment(row.path)).filter(isStaticSegment))) {
    candidates.set(
      segment,
      table.filter((row) => firstSegment(row.path) === segment || opensWithParameter.includes(row)),
    );
  }
  return (pathname) => (candidates.get(firstSegment(pathname)) ?? opensWithParameter).find((row) => matchPath({ path: row.path, end: true }, pathname));
}
