import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'ra-core';
import { useState, type FormEvent } from 'react';
import { useElementByTag } from './useElementByTag';

/** The element's tag as the look-up takes it (src/contracts/elementLookups.ts). */
const TAG_MAX = 200;

/** A tag typed in full (from a drawing or a sheet) opens that element beside the tree. */
export function FindElementByTag({ onFound }: { onFound: (id: string) => void }) {
  const translate = useTranslate();
  const [tag, setTag] = useState('');
  const lookup = useElementByTag(onFound);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    lookup.find(tag);
  };
  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        size="small"
        label={translate('app.elements.byTag.label')}
        value={tag}
        onChange={(event) => setTag(event.target.value)}
        slotProps={{ htmlInput: { maxLength: TAG_MAX } }}
        sx={{ flex: '1 1 220px', maxWidth: 360 }}
      />
      <Button type="submit" variant="outlined" disabled={lookup.isPending || tag.trim() === ''}>
        {translate('app.elements.byTag.find')}
      </Button>
      {lookup.notFound !== undefined && (
        <Alert severity="info" sx={{ flexBasis: '100%' }}>
          {translate('app.elements.byTag.notFound', { tag: lookup.notFound })}
        </Alert>
      )}
      {lookup.failed && (
        <Alert severity="error" sx={{ flexBasis: '100%' }}>
          {translate('app.elements.loadFailed')}
        </Alert>
      )}
    </Box>
  );
}
