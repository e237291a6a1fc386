import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'ra-core';
import { formatDay } from '../../framework/formats/localeFormat';
import { InlineText } from './InlineText';
import type { ChangelogRelease, ChangelogSection } from './parseChangelog';

/** Keep a Changelog's kinds of change: page chrome, so translated; any other heading stays as written. */
const KINDS = new Set(['added', 'changed', 'deprecated', 'removed', 'fixed', 'security']);

function SectionHeading({ heading }: { heading: string }) {
  const translate = useTranslate();
  if (heading === '') return null;
  const kind = heading.toLowerCase();
  return (
    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 1.5 }}>
      {KINDS.has(kind) ? translate(`app.changelog.kind.${kind}`) : heading}
    </Typography>
  );
}

function ReleaseSection({ section }: { section: ChangelogSection }) {
  return (
    <>
      <SectionHeading heading={section.heading} />
      <Box component="ul" sx={{ mt: 0.5, mb: 0, pl: 3 }}>
        {section.entries.map((entry, index) => (
          <Typography key={index} component="li" variant="body2" sx={{ mb: 0.5, overflowWrap: 'anywhere' }}>
            <InlineText parts={entry} />
          </Typography>
        ))}
      </Box>
    </>
  );
}

/** One version of the changelog: its number, its day in the user's language, its changes by kind. */
export function ReleaseEntry({ release }: { release: ChangelogRelease }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  // "Unreleased" is Keep a Changelog's word for the changes not in a version yet: chrome too.
  const unreleased = release.version.toLowerCase() === 'unreleased';
  return (
    <Box component="section" aria-labelledby={`release-${release.version}`} sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 2 }}>
        <Typography id={`release-${release.version}`} variant="h6" component="h2">
          {unreleased ? translate('app.changelog.unreleased') : release.version}
        </Typography>
        {release.date && (
          <Typography variant="body2" color="text.secondary">
            {translate('app.changelog.released', { date: formatDay(release.date, locale) })}
          </Typography>
        )}
      </Box>
      {release.sections.map((section, index) => (
        <ReleaseSection key={index} section={section} />
      ))}
    </Box>
  );
}
