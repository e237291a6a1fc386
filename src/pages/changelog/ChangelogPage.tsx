import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { PageFrame } from '../../framework/pages/PageFrame';
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
    <PageFrame
      title={title}
      subtitle={
        <Typography variant="body2" color="text.secondary">
          {translate('app.changelog.versions', { smart_count: releases.length })}
        </Typography>
      }
    >
      <Typography>{translate('app.changelog.intro')}</Typography>
      {releases.length === 0 ? (
        <Typography color="text.secondary">{translate('app.changelog.empty')}</Typography>
      ) : (
        releases.map((release) => <ReleaseEntry key={release.version} release={release} />)
      )}
    </PageFrame>
  );
}
