import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Identifier } from 'ra-core';
import { ResourceContextProvider, useTranslate } from 'ra-core';
import type { ReactNode } from 'react';
import { RequestMetaProvider } from '../../framework/data/RequestMetaContext';
import type { RequestMeta } from '../../framework/data/requestMeta';
import { GeneratedList } from '../../framework/views/GeneratedList';

export interface AdminListPageProps {
  /** `app.pages.<pageKey>.title`: the page's heading and the tab's title. */
  pageKey: string;
  /** The resource whose generated list the page shows. */
  resource: string;
  /** One line under the heading: what the list holds. */
  intro: string;
  /** The calls' meta (another project than the session's). */
  meta?: RequestMeta;
  /** Where a row opens, instead of the record's own page. */
  recordPath?: (id: Identifier) => string;
  /** Where the create button goes, instead of the resource's create page. */
  createPath?: string;
  /** A link beside the heading (a related screen), apart from the list's own toolbar. */
  aside?: ReactNode;
}

/** A hand-written route showing a resource's generated list under its own title (spec §2's administration screens). */
export function AdminListPage({ pageKey, resource, intro, meta, recordPath, createPath, aside }: AdminListPageProps) {
  const translate = useTranslate();
  const title = translate(`app.pages.${pageKey}.title`);
  const list = <GeneratedList title={title} {...(recordPath ? { recordPath } : {})} {...(createPath ? { createPath } : {})} />;
  return (
    <Box sx={{ mt: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', columnGap: 2, rowGap: 1, mb: 1 }}>
        <Box sx={{ minWidth: 0, flex: '1 1 20rem' }}>
          <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {intro}
          </Typography>
        </Box>
        {aside}
      </Box>
      <ResourceContextProvider value={resource}>{meta ? <RequestMetaProvider meta={meta}>{list}</RequestMetaProvider> : list}</ResourceContextProvider>
    </Box>
  );
}
