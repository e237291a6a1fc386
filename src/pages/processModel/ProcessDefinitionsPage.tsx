import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { PageFrame } from '../../framework/pages/PageFrame';
import { BpmnDiagram } from './BpmnDiagram';
import { useProcessDefinitions } from './useProcessDefinitions';

/**
 * `/camunda/process-definitions` (spec §2): the process definitions the process engine
 * has deployed, and the diagram of the one chosen (the first at first), read-only.
 */
export function ProcessDefinitionsPage() {
  const translate = useTranslate();
  const { rows, isPending, error, isEmpty, current, choose, xml, xmlError } = useProcessDefinitions();
  const title = translate('app.pages.camunda_process_definitions.title');
  return (
    <PageFrame title={title} loading={isPending} error={error} errorMessage="app.processModel.loadFailed">
      {isEmpty && <Typography>{translate('app.processModel.noDefinitions')}</Typography>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '280px minmax(0, 1fr)' }, alignItems: 'start' }}>
        {rows.length > 0 && (
          <List aria-label={title} data-testid="process-definitions" sx={{ p: 0, border: 1, borderColor: 'divider', borderRadius: 1 }}>
            {rows.map((row) => (
              <ListItem key={row.id} disablePadding>
                <ListItemButton selected={row.id === current?.id} onClick={() => choose(row.id)} data-testid="process-definition">
                  <ListItemText
                    primary={row.name}
                    secondary={translate('app.processModel.version', { key: row.key, version: row.version })}
                    sx={{ overflowWrap: 'anywhere' }}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
        {current && (
          <Box sx={{ minWidth: 0 }}>
            {xmlError ? <Alert severity="error">{translate('app.processModel.loadFailed')}</Alert> : null}
            {xml !== undefined && <BpmnDiagram xml={xml} label={current.name} />}
          </Box>
        )}
      </Box>
    </PageFrame>
  );
}
