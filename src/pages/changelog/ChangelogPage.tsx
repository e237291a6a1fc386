import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Title } from 'react-admin';
import { useTranslate } from 'ra-core';
// The repository's own file, bundled into this page's chunk only: the changelog is written
// once, in CHANGELOG.md, and the first page does not carry it.
import changelogText from '../../../CHANGELOG.md?raw';
import { parseChangelog } from './parseChangelog';
import { ReleaseEntry } from './ReleaseEntry';

const CHANGELOG = parseChangelog(changelogText);

/** /changelog (global admins, spec §2): the project's changes by version and date, from CHANGELOG.md. */
export function ChangelogPage() {
  const translate = useTranslate();
  const title = translate('app.pages.changelog.title');
  const { releases } = CHANGELOG;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
        <Box>
          <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('app.changelog.versions', { smart_count: releases.length })}
          </Typography>
        </Box>
        <Typography>{translate('app.changelog.intro')}</Typography>
        {releases.length === 0 ? (
          <Typography color="text.secondary">{translate('app.changelog.empty')}</Typography>
        ) : (
          releases.map((release) => <ReleaseEntry key={release.version} release={release} />)
        )}
      </CardContent>
    </Card>
  );
}
