import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PhoneAndroidIcon from '@mui/icons-material/PhoneAndroid';
import type { ReactNode } from 'react';
import { useTranslate } from 'ra-core';
import { PageFrame } from '../../framework/pages/PageFrame';
import { readAppConfig } from '../../shell/appConfig';
import { appDownload } from './appDownload';
import { AppDownloadButton } from './AppDownloadButton';

/** One line of the facts about the build: a term and its value. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 1 }} component="div">
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ minWidth: { sm: '8rem' } }}>
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Stack>
  );
}

/** `/mobile-app` (spec §2): what the field app is, its version and file, and the download (or the store link in production). */
export function MobileAppPage() {
  const translate = useTranslate();
  const config = readAppConfig();
  const download = appDownload(config);
  const title = translate('app.pages.mobile_app.title');
  return (
    <PageFrame title={title} maxWidth={720} actions={<PhoneAndroidIcon color="primary" fontSize="large" aria-hidden />}>
      <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
        <Typography>{translate('app.mobile_app.intro')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('app.mobile_app.platform')}
        </Typography>
        <Stack component="dl" spacing={1} sx={{ m: 0, width: '100%' }}>
          <Fact term={translate('app.mobile_app.version')}>{config.appVersion}</Fact>
          {download.kind === 'file' ? (
            <Fact term={translate('app.mobile_app.file')}>
              <code data-testid="app-file-name">{download.fileName}</code>
            </Fact>
          ) : (
            <Fact term={translate('app.mobile_app.store')}>
              <Link href={download.url} target="_blank" rel="noopener noreferrer">
                {download.url}
              </Link>
            </Fact>
          )}
        </Stack>
        <AppDownloadButton download={download} label={download.kind === 'file' ? 'app.mobile_app.download' : 'app.mobile_app.open_store'} variant="contained" />
      </Box>
    </PageFrame>
  );
}
