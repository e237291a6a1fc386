import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { entryAnchor, sampleUrl, type IfcJsonEntry } from './ifcJsonEntries';
import { SampleCodeBlock } from './SampleCodeBlock';

/** One entry of the specifications: its title (the anchor the contents link to), explanation, call and samples. */
export function IfcJsonEntrySection({ entry, title, text, lang }: { entry: IfcJsonEntry; title: string; text: string; lang: string }) {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby={entryAnchor(entry)} sx={{ py: 2, borderTop: 1, borderColor: 'divider', minWidth: 0 }}>
      <Typography id={entryAnchor(entry)} tabIndex={-1} variant="h6" component="h2" lang={lang} sx={{ scrollMarginTop: 16, outline: 'none' }}>
        {title}
      </Typography>
      <Typography lang={lang} sx={{ my: 1 }}>
        {text}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }} aria-label={translate('docs.ifcjson.method_path')}>
        <Chip size="small" variant="outlined" label={entry.method} sx={{ fontWeight: 700, fontFamily: 'monospace' }} />
        <Box component="code" sx={{ overflowWrap: 'anywhere', fontSize: '0.9rem' }}>
          {entry.path}
        </Box>
      </Box>
      {entry.hasRequestSample && <SampleCodeBlock url={sampleUrl(entry, 'request')} label={`${translate('docs.ifcjson.request')} · ${title}`} />}
      <SampleCodeBlock url={sampleUrl(entry)} label={`${translate('docs.ifcjson.response')} · ${title}`} />
    </Box>
  );
}
