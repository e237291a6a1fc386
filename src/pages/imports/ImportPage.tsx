import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslate } from 'ra-core';
import type { ReactElement } from 'react';
import { importCallsOf } from '../../contracts/imports';
import type { ImportDefinition } from '../../framework/import/importDefinition';
import { useStateKeptAcrossLanguageChange } from '../../framework/i18n/useStateKeptAcrossLanguageChange';
import { PageFrame } from '../../framework/pages/PageFrame';
import { useRegistry } from '../../framework/registry/RegistryContext';
import { BackgroundImport } from './BackgroundImport';
import { FileImport } from './FileImport';
import { PreviewImport } from './PreviewImport';

/** The panel of an import, chosen by the calls its definition serves: a preview, a background run, or a direct import. */
function panelOf(resource: string, definition: ImportDefinition): ReactElement | undefined {
  const calls = importCallsOf(definition);
  if (calls.preview && calls.previewPage && calls.rows)
    return <PreviewImport resource={resource} definition={definition} calls={{ preview: calls.preview, page: calls.previewPage, rows: calls.rows }} />;
  if (calls.background) return <BackgroundImport definition={definition} call={calls.background} />;
  if (calls.file) return <FileImport definition={definition} call={calls.file} />;
  return undefined;
}

/**
 * The spreadsheet import screen (/activity-import): one tab per importable resource of
 * the registry (activities first), so importing another entity is a declaration in its
 * resource definition.
 */
export function ImportPage() {
  const translate = useTranslate();
  const model = useRegistry();
  const importable = model.resources.filter((resource) => resource.import).sort((a, b) => Number(b.name === 'activity') - Number(a.name === 'activity'));
  // The tab outlasts a change of language, as the preview in it does (spec §4: this page is not reloaded).
  const [tab, setTab] = useStateKeptAcrossLanguageChange('activity-import:tab', () => 0);
  const current = importable[tab];
  const title = translate('app.pages.activity_import.title');
  return (
    <PageFrame title={title}>
      <Tabs value={tab} onChange={(_, value: number) => setTab(value)} variant="scrollable" allowScrollButtonsMobile>
        {importable.map((resource) => (
          <Tab key={resource.name} label={translate(`resources.${resource.name}.name`, { smart_count: 2 })} />
        ))}
      </Tabs>
      {current?.import && <div key={current.name}>{panelOf(current.name, current.import)}</div>}
    </PageFrame>
  );
}
