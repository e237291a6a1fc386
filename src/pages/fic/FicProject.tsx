import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useGetList, useTranslate } from 'ra-core';
import { useState, type ReactNode } from 'react';
import { OWN_PROJECTS } from '../../contracts/user';
import { useCall } from '../../framework/contracts/useCall';
import { PageFrame } from '../../framework/pages/PageFrame';
import { useAppSession } from '../../shell/AppSessionContext';
import { currentProjectOf } from '../../shell/sessionProject';
import { PickedProjectCallClient } from './PickedProjectCallClient';

const EVERY_PROJECT = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' as const } };

/**
 * The projects to pick from: every one for an admin, the user's own otherwise. (The
 * header's project menu lists them the same way, with the same calls.)
 */
function useProjectChoices(isAdmin: boolean, enabled: boolean): { id: string; name: string }[] {
  const all = useGetList('project', EVERY_PROJECT, { enabled: enabled && isAdmin });
  const own = useCall(OWN_PROJECTS, {}, { enabled: enabled && !isAdmin });
  return ((isAdmin ? all.data : own.data?.data) ?? []).map((record: { id?: unknown; _id?: unknown; name?: unknown }) => {
    const id = String(record.id ?? record._id ?? '');
    return { id, name: typeof record.name === 'string' && record.name ? record.name : id };
  });
}

/** The project picker of a FIC screen in Global. */
function ProjectPicker({ projects, picked, onPick }: { projects: { id: string; name: string }[]; picked: string; onPick: (id: string) => void }) {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {translate('app.fic.project.help')}
      </Typography>
      <TextField
        select
        size="small"
        label={translate('app.fic.project.label')}
        value={picked}
        onChange={(event) => onPick(event.target.value)}
        sx={{ width: 360, maxWidth: '100%' }}
        slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } }}
      >
        {projects.map((project) => (
          <MenuItem key={project.id} value={project.id}>
            {project.name}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}

/**
 * In a project, the FIC screen as it is. In Global (an admin with no project chosen), a
 * project picker first (every project for an admin, the user's own otherwise); the screen
 * then works in the picked project, and starts over when another is picked.
 */
export function FicProjectGate({ pageKey, children }: { pageKey: string; children: ReactNode }) {
  const translate = useTranslate();
  const { store } = useAppSession();
  const user = store.user();
  const global = !(user && currentProjectOf(user));
  const projects = useProjectChoices(user?.roles.includes('ADMIN') ?? false, global);
  const [picked, setPicked] = useState('');
  if (!global) return <>{children}</>;
  const picker = <ProjectPicker projects={projects} picked={picked} onPick={setPicked} />;
  // Until a project is picked the screen is not drawn: the page's title is the picker's.
  if (picked === '') return <PageFrame title={translate(`app.pages.${pageKey}.title`)}>{picker}</PageFrame>;
  return (
    <>
      <Card sx={{ mt: 2, minWidth: 0 }}>
        <CardContent>{picker}</CardContent>
      </Card>
      <PickedProjectCallClient projectId={picked} key={picked}>
        {children}
      </PickedProjectCallClient>
    </>
  );
}
