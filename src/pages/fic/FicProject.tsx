import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useGetList, useTranslate } from 'ra-core';
import { Title } from 'react-admin';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { useAppSession } from '../../shell/AppSessionContext';
import { useScope } from '../../shell/scope/ScopeContext';
import { USER_CALLS } from '../auth/userCalls';

/** The project the FIC calls work in when the session is in Global (FIC lists are per project site). */
const PickedProject = createContext<string | null>(null);

const EVERY_PROJECT = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' as const } };

/**
 * The projects to pick from: every one for an admin, the user's own otherwise. (The
 * header's project menu lists them the same way; sharing its module would pull the menu's
 * code out of the first page's chunk.)
 */
function useProjectChoices(isAdmin: boolean, enabled: boolean): { id: string; name: string }[] {
  const { http } = useAppSession();
  const all = useGetList('project', EVERY_PROJECT, { enabled: enabled && isAdmin });
  const own = useQuery({
    queryKey: ['own-projects'],
    enabled: enabled && !isAdmin,
    queryFn: async () => {
      const data = (((await http({ path: USER_CALLS.projects })).json ?? {}) as { data?: unknown }).data;
      return Array.isArray(data) ? (data as Record<string, unknown>[]) : [];
    },
  });
  return ((isAdmin ? all.data : own.data) ?? []).map((record: { id?: unknown; _id?: unknown; name?: unknown }) => {
    const id = String(record.id ?? record._id ?? '');
    return { id, name: typeof record.name === 'string' && record.name ? record.name : id };
  });
}

/** The request header naming the project of a call (spec §7). */
const PROJECT_HEADER = 'ProjectId';

/** The session's fetch with the picked project as the scope of every call. */
function inProject(fetchImpl: typeof fetch, projectId: string): typeof fetch {
  return (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set(PROJECT_HEADER, projectId);
    return fetchImpl(input, { ...init, headers });
  };
}

/**
 * What the FIC screens call with: the session's fetch, scoped to the picked project in
 * Global, and the key that keeps each project's cached lists apart.
 */
export function useFicSession(): { fetch: typeof fetch; projectKey: string } {
  const { fetch } = useAppSession();
  const picked = useContext(PickedProject);
  const scope = useScope();
  return useMemo(() => (picked ? { fetch: inProject(fetch, picked), projectKey: picked } : { fetch, projectKey: scope.projectId ?? '' }), [fetch, picked, scope.projectId]);
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
  const global = !user?.projectId;
  const projects = useProjectChoices(user?.roles.includes('ADMIN') ?? false, global);
  const [picked, setPicked] = useState('');
  if (!global) return <>{children}</>;
  // Until a project is picked the screen is not drawn: the page's title is the picker's.
  const title = picked === '' ? translate(`app.pages.${pageKey}.title`) : undefined;
  return (
    <>
      <Card sx={{ mt: 2, minWidth: 0 }}>
        {title !== undefined && <Title title={title} />}
        <CardContent>
          {title !== undefined && (
            <Typography variant="h5" component="h1" gutterBottom>
              {title}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {translate('app.fic.project.help')}
          </Typography>
          <TextField
            select
            size="small"
            label={translate('app.fic.project.label')}
            value={picked}
            onChange={(event) => setPicked(event.target.value)}
            sx={{ width: 360, maxWidth: '100%' }}
            slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } }}
          >
            {projects.map((project) => (
              <MenuItem key={project.id} value={project.id}>
                {project.name}
              </MenuItem>
            ))}
          </TextField>
        </CardContent>
      </Card>
      {picked !== '' && (
        <PickedProject.Provider value={picked} key={picked}>
          {children}
        </PickedProject.Provider>
      )}
    </>
  );
}
