import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { Title } from 'react-admin';
import { PROCESS_DEFINITION_XML, PROCESS_DEFINITIONS } from '../../contracts/processEngine';
import { BpmnDiagram } from './BpmnDiagram';
import { useProcessQuery } from './useProcessQuery';

/**
 * `/camunda/process-definitions` (spec §2): the process definitions the process engine
 * has deployed, and the diagram of the one chosen (the first at first), read-only.
 */
export function ProcessDefinitionsPage() {
  const translate = useTranslate();
  const definitions = useProcessQuery(PROCESS_DEFINITIONS, {});
  const [chosen, setChosen] = useState<string>();
  const rows = definitions.data?.data ?? [];
  const current = rows.find((row) => row.id === chosen) ?? rows[0];
  const xml = useProcessQuery(PROCESS_DEFINITION_XML, current && { params: { id: current.id } });
  const title = translate('app.pages.camunda_process_definitions.title');
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {definitions.isPending && <CircularProgress size={24} aria-label={translate('ra.page.loading')} />}
        {definitions.error ? <Alert severity="error">{translate('app.processModel.loadFailed')}</Alert> : null}
        {definitions.isSuccess && rows.length === 0 && <Typography>{translate('app.processModel.noDefinitions')}</Typography>}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '280px minmax(0, 1fr)' }, alignItems: 'start' }}>
          {rows.length > 0 && (
            <List aria-label={title} data-testid="process-definitions" sx={{ p: 0, border: 1, borderColor: 'divider', borderRadius: 1 }}>
              {rows.map((row) => (
                <ListItem key={row.id} disablePadding>
                  <ListItemButton selected={row.id === current?.id} onClick={() => setChosen(row.id)} data-testid="process-definition">
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
              {xml.error ? <Alert severity="error">{translate('app.processModel.loadFailed')}</Alert> : null}
              {xml.data !== undefined && <BpmnDiagram xml={xml.data.data.bpmn20Xml} label={current.name} />}
            </Box>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
