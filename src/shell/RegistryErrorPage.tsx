import { foldIssues } from '../framework/registry/foldIssues';
import { issueLocation } from '../framework/registry/formatIssues';
import type { RegistryIssue } from '../framework/registry/types';

/**
 * Shown instead of the app when the entity files are faulty (under `vite dev`; a build
 * refuses them): each fault at its place with what to do, follow-on faults folded under
 * their cause. The page comes back as the app by itself once the files are fixed. Plain
 * markup: it must render even if the app's providers cannot start.
 */
export function RegistryErrorPage({ issues }: { issues: readonly RegistryIssue[] }) {
  const folded = foldIssues(issues);
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: 24, maxWidth: 960 }}>
      <h1 style={{ color: '#c62828' }}>A configuração das entidades tem erros / The entity files have errors</h1>
      <p>Corrija os arquivos abaixo: a página recarrega sozinha. / Fix the files below: the page reloads by itself.</p>
      <ul>
        {folded.map(({ issue, followOns }, i) => (
          <li key={i} style={{ marginBottom: 8 }}>
            <code>{issueLocation(issue)}</code>: {issue.message}
            {issue.hint ? <div>Fix: {issue.hint}</div> : null}
            {followOns.length > 0 ? (
              <div style={{ color: '#555' }}>
                (+{followOns.length}: {[...new Set(followOns.map((followOn) => followOn.file))].join(', ')})
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </main>
  );
}
