import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import type { BundledLicense } from '../../build/bundledLicenses';
import { DocsFrame } from './DocsFrame';

/** Written by the build beside index.html (src/build/licensesPlugin.ts). */
const LICENSES_URL = './licenses.json';

type Loaded = { state: 'loading' } | { state: 'ready'; packages: BundledLicense[] } | { state: 'failed' };

function isLicenseList(value: unknown): value is BundledLicense[] {
  return (
    Array.isArray(value) &&
    value.every(
      (entry) =>
        entry !== null &&
        typeof entry === 'object' &&
        typeof (entry as BundledLicense).name === 'string' &&
        typeof (entry as BundledLicense).license === 'string',
    )
  );
}

/** /licenses (spec §2): every third-party package shipped in the app, with its version, licence and notice. */
export function LicensesPage() {
  const translate = useTranslate();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    fetch(LICENSES_URL)
      .then(async (response) => {
        const list: unknown = response.ok ? await response.json() : undefined;
        if (!isLicenseList(list)) throw new Error(`HTTP ${response.status}`);
        if (live) setLoaded({ state: 'ready', packages: list });
      })
      .catch(() => {
        if (live) setLoaded({ state: 'failed' });
      });
    return () => {
      live = false;
    };
  }, []);

  return (
    <DocsFrame title={translate('app.pages.licenses.title')}>
      {loaded.state === 'loading' && <LinearProgress aria-label={translate('docs.licenses.loading')} />}
      {loaded.state === 'failed' && <Alert severity="error">{translate('docs.licenses.failed')}</Alert>}
      {loaded.state === 'ready' && (
        <>
          <Typography sx={{ mb: 2 }}>{translate('docs.licenses.intro', { smart_count: loaded.packages.length })}</Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
            {loaded.packages.map((entry) => (
              <Box component="li" key={`${entry.name}@${entry.version}`} sx={{ borderBottom: 1, borderColor: 'divider', pb: 1, minWidth: 0 }}>
                <details>
                  <Box component="summary" sx={{ cursor: 'pointer', overflowWrap: 'anywhere' }}>
                    <strong>{entry.name}</strong> {entry.version} · {entry.license}
                  </Box>
                  <Box component="pre" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: '0.8rem', bgcolor: 'action.hover', p: 1 }}>
                    {entry.notice || translate('docs.licenses.no_notice')}
                  </Box>
                </details>
              </Box>
            ))}
          </Box>
        </>
      )}
    </DocsFrame>
  );
}
