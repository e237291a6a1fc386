import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { CopyButton } from './CopyButton';
import { useSampleText } from './useSampleText';

/**
 * A sample asset, loaded when shown, pretty-printed in a code block that scrolls on its own
 * (and by keyboard: it takes the focus), with a copy button.
 */
export function SampleCodeBlock({ url, label }: { url: string; label: string }) {
  const translate = useTranslate();
  const sample = useSampleText(url);
  return (
    <Box sx={{ mt: 1.5, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <Typography variant="subtitle2" component="h3" sx={{ flexGrow: 1 }}>
          {label}
        </Typography>
        {sample.state === 'ready' && <CopyButton text={sample.text} label={label} />}
      </Box>
      {sample.state === 'loading' && <LinearProgress aria-label={translate('docs.ifcjson.loading')} />}
      {sample.state === 'failed' && <Alert severity="error">{translate('docs.ifcjson.failed', { reason: sample.reason })}</Alert>}
      {sample.state === 'ready' && (
        <Box
          component="pre"
          tabIndex={0}
          aria-label={label}
          data-sample={url}
          sx={{
            m: 0,
            p: 1.5,
            maxHeight: '24rem',
            overflow: 'auto',
            fontSize: '0.8rem',
            lineHeight: 1.45,
            bgcolor: 'action.hover',
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
          }}
        >
          <code>{sample.text}</code>
        </Box>
      )}
    </Box>
  );
}
