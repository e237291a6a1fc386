import type { RegistryIssue } from '../framework/registry/types';

/**
 * Shown instead of the app when the entity files are faulty (under `vite dev`; a build
 * refuses them). Plain markup: it must render even if the app's providers cannot start.
 */
export function RegistryErrorPage({ issues }: { issues: readonly RegistryIssue[] }) {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: 24, maxWidth: 960 }}>
      <h1 style={{ color: '#c62828' }}>A configuração das entidades tem erros / The entity files have errors</h1>
      <p>Corrija os arquivos abaixo e recarregue a página. / Fix the files below and reload.</p>
      <ul>
        {issues.map((issue, i) => (
          <li key={i} style={{ marginBottom: 8 }}>
            <code>
              {issue.file}#{issue.pointer}
            </code>
            : {issue.message}
          </li>
        ))}
      </ul>
    </main>
  );
}
