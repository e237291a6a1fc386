import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import type { ComponentType } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PageFrame } from '../../framework/pages/PageFrame';
import { TaskStatusConfiguration } from './TaskStatusConfiguration';
import { configurationPath } from './configurationRoutes';

/** The configurations `/configurations/{configurationType}` opens, by type: the spec names the task status one. */
export const CONFIGURATIONS: Readonly<Record<string, { label: string; help: string; component: ComponentType }>> = {
  'task-status': { label: 'app.configurations.taskStatus', help: 'app.configurations.taskStatusHelp', component: TaskStatusConfiguration },
};

/** `/configurations/{configurationType}` (spec §2): one configuration; an unknown type lists the known ones. */
export function ConfigurationsPage() {
  const translate = useTranslate();
  const { configurationType = '' } = useParams();
  const configuration = Object.hasOwn(CONFIGURATIONS, configurationType) ? CONFIGURATIONS[configurationType] : undefined;
  const title = translate('app.pages.configurations.title');
  return (
    <PageFrame title={title} maxWidth={960}>
      {configuration ? (
        <>
          <Typography variant="h6" component="h2">
            {translate(configuration.label)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate(configuration.help)}
          </Typography>
          <configuration.component />
        </>
      ) : (
        <>
          <Alert severity="info">{translate('app.configurations.unknown')}</Alert>
          <Stack component="ul" sx={{ m: 0, pl: 3 }}>
            {Object.entries(CONFIGURATIONS).map(([type, { label }]) => (
              <li key={type}>
                <Link component={RouterLink} to={configurationPath(type)}>
                  {translate(label)}
                </Link>
              </li>
            ))}
          </Stack>
        </>
      )}
    </PageFrame>
  );
}
