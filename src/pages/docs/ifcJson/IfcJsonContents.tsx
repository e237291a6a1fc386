import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import type { IfcJsonEntry } from './ifcJsonEntries';
import { ENTRY_PARAM } from './useScrollToEntry';

/**
 * The table of contents: one link per entry. The app routes by the address's hash, so a
 * link names its entry in the query (`?entry=tasks`) instead of a bare `#tasks`.
 */
export function IfcJsonContents({ entries, titleOf, lang }: { entries: readonly IfcJsonEntry[]; titleOf: (entry: IfcJsonEntry) => string; lang: string }) {
  const translate = useTranslate();
  return (
    <Box
      component="nav"
      aria-labelledby="ifcjson-contents"
      sx={{ position: { md: 'sticky' }, top: { md: 16 }, maxHeight: { md: 'calc(100vh - 32px)' }, overflowY: { md: 'auto' }, minWidth: 0 }}
    >
      <Typography id="ifcjson-contents" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {translate('docs.ifcjson.contents')}
      </Typography>
      <Box component="ol" lang={lang} sx={{ m: 0, pl: 4, display: 'grid', gap: 0.5 }}>
        {entries.map((entry) => (
          <li key={entry.key}>
            <Link component={RouterLink} to={{ search: `?${ENTRY_PARAM}=${entry.key}` }} underline="hover">
              {titleOf(entry)}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
