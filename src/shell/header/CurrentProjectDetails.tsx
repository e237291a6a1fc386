import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { CURRENT_PROJECT_DETAILS } from '../../contracts/projectDetails';
import { useCall } from '../../framework/contracts/useCall';

/**
 * The project the user works in, as the open project menu shows it above the choices: its
 * code, its program and its contracts (`project/current-project-details`, the project of the
 * request). Its own chunk, loaded with the menu: the call stays out of the first page.
 */
export function CurrentProjectDetails() {
  const translate = useTranslate();
  const details = useCall(CURRENT_PROJECT_DETAILS, {});
  if (details.isPending) return <LinearProgress aria-label={translate('ra.page.loading')} />;
  if (details.isError) return <Alert severity="warning">{translate('app.header.current_project.failed')}</Alert>;
  const { project, program, contracts } = details.data.data;
  const none = translate('app.header.current_project.none');
  const line = (label: string, value: string) => (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {translate(label)}:
      </Box>{' '}
      {value}
    </Typography>
  );
  return (
    <Box
      component="section"
      aria-label={translate('app.header.current_project.title')}
      data-testid="current-project"
      sx={{ width: 300, maxWidth: 'calc(100vw - 32px)', boxSizing: 'border-box', px: 1, pt: 1 }}
    >
      <Typography variant="subtitle2" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {project.name} ({project.code})
      </Typography>
      {line('app.header.current_project.program', program?.name ?? none)}
      {line('app.header.current_project.contracts', contracts.length > 0 ? contracts.map((contract) => contract.name).join(', ') : none)}
    </Box>
  );
}
