import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'ra-core';
import { isLocale, type Locale } from '../../../framework/i18n/resolveLocale';
import { PRODUCT_LOCALES as LOCALES } from '../../../productLanguages';
import { DocsFrame } from '../DocsFrame';
import { IfcJsonContents } from './IfcJsonContents';
import { IFC_JSON_ENTRIES, type IfcJsonEntry } from './ifcJsonEntries';
import { IfcJsonEntrySection } from './IfcJsonEntrySection';
import { useIfcJsonTexts } from './useIfcJsonTexts';
import { useScrollToEntry } from './useScrollToEntry';

/**
 * /ifcjson-specifications (spec §2): the `/api/v1` IFC-JSON calls, each with its
 * explanation, method and path, and its sample answer loaded from public/ifcjson/. The
 * explanations have their own language selector (default: the app's language), for a
 * reader who passes them on to an integrator.
 */
export function IfcJsonSpecificationsPage() {
  const translate = useTranslate();
  const [appLocale] = useLocaleState();
  const [chosen, setChosen] = useState<Locale | undefined>(undefined);
  const language: Locale = chosen ?? (isLocale(appLocale) ? appLocale : 'en');
  const texts = useIfcJsonTexts(language);
  const ready = texts.state === 'ready';
  useScrollToEntry(ready);

  const titleOf = (entry: IfcJsonEntry): string => (ready ? (texts.texts.entries[entry.key]?.title ?? entry.key) : entry.key);
  const shownLang = ready ? texts.locale : language;

  return (
    <DocsFrame title={translate('app.pages.ifcjson_specifications.title')}>
      <TextField
        select
        size="small"
        label={translate('docs.ifcjson.language')}
        value={language}
        onChange={(event) => setChosen(isLocale(event.target.value) ? event.target.value : undefined)}
        slotProps={{ select: { native: true } }}
        sx={{ mb: 2, minWidth: 240 }}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {translate(`app.language.${locale}`)}
          </option>
        ))}
      </TextField>
      {texts.state === 'loading' && <LinearProgress aria-label={translate('docs.ifcjson.loading')} />}
      {texts.state === 'failed' && <Alert severity="error">{translate('docs.ifcjson.texts_failed', { reason: texts.reason })}</Alert>}
      {ready && (
        <>
          <Typography lang={shownLang} sx={{ mb: 2 }} data-testid="ifcjson-intro">
            {texts.texts.intro}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '260px minmax(0, 1fr)' }, gap: { xs: 1, md: 3 }, alignItems: 'start' }}>
            <IfcJsonContents entries={IFC_JSON_ENTRIES} titleOf={titleOf} lang={shownLang} />
            <Box sx={{ minWidth: 0 }}>
              {IFC_JSON_ENTRIES.map((entry) => (
                <IfcJsonEntrySection key={entry.key} entry={entry} title={titleOf(entry)} text={texts.texts.entries[entry.key]?.text ?? ''} lang={shownLang} />
              ))}
            </Box>
          </Box>
        </>
      )}
    </DocsFrame>
  );
}
