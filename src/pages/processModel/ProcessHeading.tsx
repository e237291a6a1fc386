import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { useCreatePath } from 'react-admin';
import { Link } from 'react-router-dom';
import { PROCESS } from './useProcessModelEditor';

/** The name of the digital process a page works on, under the page's title. */
export function ProcessName({ name }: { name: string | undefined }) {
  if (!name) return null;
  return (
    <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }} data-testid="process-name">
      {name}
    </Typography>
  );
}

/** The way back from a page about a digital process to its show page; `label` says where to. */
export function BackToProcess({ processId, label }: { processId: string; label: string }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  return (
    <Button component={Link} to={createPath({ resource: PROCESS, type: 'show', id: processId })} startIcon={<ArrowBackIcon />}>
      {translate(label)}
    </Button>
  );
}
