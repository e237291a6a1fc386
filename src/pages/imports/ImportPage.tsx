import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Title } from 'react-admin';
import { useTranslate } from 'ra-core';
import { useState, type ReactElement } from 'react';
import type { ImportDefinition } from '../../framework/import/importDefinition';
import { useRegistry } from '../../framework/registry/RegistryContext';
import { BackgroundImport } from './BackgroundImport';
import { FileImport } from './FileImport';
import { PreviewImport } from './PreviewImport';

/** The panel of an import, chosen by what its definition serves: a preview, a background run, or a direct import. */
function panelOf(definition: ImportDefinition): ReactElement | undefined {
  if (definition.previewPath && definition.importPath) return <PreviewImport definition={definition} />;
  if (definition.async) return <BackgroundImport definition={definition} />;
  if (definition.importPath) return <FileImport definition={definition} />;
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
  const [tab, setTab] = useState(0);
  const current = importable[tab];
  const title = translate('app.pages.activity_import.title');
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        <Tabs value={tab} onChange={(_, value: number) => setTab(value)} variant="scrollable" allowScrollButtonsMobile>
          {importable.map((resource) => (
            <Tab key={resource.name} label={translate(`resources.${resource.name}.name`, { smart_count: 2 })} />
          ))}
        </Tabs>
        {current?.import && <div key={current.name}>{panelOf(current.import)}</div>}
      </CardContent>
    </Card>
  );
}
