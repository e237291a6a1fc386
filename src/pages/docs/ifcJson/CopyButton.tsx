import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { useTranslate } from 'ra-core';

/** Read by screen readers, not drawn. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  left: 0,
  top: 0,
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

type CopyState = 'idle' | 'copied' | 'failed';

/** Copies `text` to the clipboard; says so on the button for two seconds (a screen reader hears it through the live region). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const translate = useTranslate();
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state === 'idle') return undefined;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = () => {
    navigator.clipboard.writeText(text).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };
  const shown = translate(state === 'copied' ? 'docs.ifcjson.copied' : 'docs.ifcjson.copy');
  return (
    <Box component="span" sx={{ position: 'relative', flexShrink: 0 }}>
      {/* The name starts with the visible word, so a voice command saying it finds the button. */}
      <Button size="small" variant="outlined" startIcon={<ContentCopy />} onClick={copy} aria-label={`${shown}: ${label}`}>
        {shown}
      </Button>
      <Box component="span" role="status" sx={VISUALLY_HIDDEN}>
        {state === 'copied' ? translate('docs.ifcjson.copied') : state === 'failed' ? translate('docs.ifcjson.copy_failed') : ''}
      </Box>
    </Box>
  );
}
