import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useGetList, useTranslate } from 'ra-core';
import { useEffect } from 'react';
import { recordLabel } from '../../framework/registry/recordLabel';
import { useResourceSummary } from '../../framework/registry/RegistryContext';

const ELEMENT = 'element';
/** The element filter the search sets: the tag, as the element list's search box. */
const SEARCH_FIELD = 'identifier';
const SHOWN = 25;

export type PickMode = 'chosen' | 'filtered';

export interface ElementPickerProps {
  /** The text in the search box. */
  text: string;
  onText: (text: string) => void;
  /** The search asked of the API (the text once typing pauses). */
  search: string;
  mode: PickMode;
  onMode: (mode: PickMode) => void;
  chosen: ReadonlySet<string>;
  onToggle: (id: string) => void;
  /** How many elements the search matches, once known. */
  onTotal: (total: number | undefined) => void;
}

/** The element filter of a search text, as the element list and the filtered instantiation read it. */
export function elementFilter(search: string): Record<string, string> {
  return search.trim() === '' ? {} : { [SEARCH_FIELD]: search.trim() };
}

/**
 * The elements to instantiate for: a search by tag, then either the elements ticked in the
 * results or every element the search matches (with how many that is).
 */
export function ElementPicker({ text, onText, search, mode, onMode, chosen, onToggle, onTotal }: ElementPickerProps) {
  const translate = useTranslate();
  const resource = useResourceSummary(ELEMENT);
  const list = useGetList(ELEMENT, { filter: elementFilter(search), pagination: { page: 1, perPage: SHOWN }, sort: { field: 'tree', order: 'ASC' } });
  const total = list.total ?? 0;
  const known = list.isSuccess ? list.total : undefined;
  useEffect(() => onTotal(known), [known, onTotal]);
  return (
    <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      <Typography variant="h6" component="h2">
        {translate('app.processInstances.elements')}
      </Typography>
      <TextField label={translate('app.processInstances.search')} value={text} onChange={(event) => onText(event.target.value)} size="small" type="search" />
      <RadioGroup value={mode} onChange={(event) => onMode(event.target.value as PickMode)}>
        <FormControlLabel value="chosen" control={<Radio />} label={translate('app.processInstances.chosenMode', { smart_count: chosen.size })} />
        <FormControlLabel
          value="filtered"
          control={<Radio />}
          label={translate('app.processInstances.filteredMode', { smart_count: total })}
          data-testid="filtered-mode"
        />
      </RadioGroup>
      {list.isSuccess && total === 0 && <Alert severity="info">{translate('app.processInstances.noElements')}</Alert>}
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, maxHeight: 360, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
        aria-label={translate('app.processInstances.elements')}
      >
        {(list.data ?? []).map((record) => {
          const id = String(record.id);
          return (
            <li key={id}>
              <FormControlLabel
                sx={{ mx: 0, px: 1, width: '100%', minWidth: 0, '& .MuiFormControlLabel-label': { overflowWrap: 'anywhere' } }}
                control={<Checkbox checked={mode === 'filtered' || chosen.has(id)} disabled={mode === 'filtered'} onChange={() => onToggle(id)} />}
                label={recordLabel(resource, record) || id}
              />
            </li>
          );
        })}
      </Box>
      {total > SHOWN && (
        <Typography variant="body2" color="text.secondary">
          {translate('app.processInstances.moreElements', { shown: SHOWN, total })}
        </Typography>
      )}
    </Box>
  );
}
