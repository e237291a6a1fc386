import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useGetList, useTranslate } from 'ra-core';
import { Title } from 'react-admin';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { HttpClient } from '../../framework/data/httpClient';
import type { RequestContext } from '../../framework/data/requestHeaders';
import { useAppSession } from '../../shell/AppSessionContext';
import { useScope } from '../../shell/scope/ScopeContext';
import { ownProjectsQuery } from '../../shell/header/ownProjectsQuery';

/** The project the FIC calls work in when the session is in Global (FIC lists are per project site). */
const PickedProject = createContext<string | null>(null);

const EVERY_PROJECT = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' as const } };

/**
 * The projects to pick from: every one for an admin, the user's own otherwise. (The
 * header's project menu lists them the same way, with the same query.)
 */
function useProjectChoices(isAdmin: boolean, enabled: boolean): { id: string; name: string }[] {
  const { http } = useAppSession();
  const all = useGetList('project', EVERY_PROJECT, { enabled: enabled && isAdmin });
  const own = useQuery(ownProjectsQuery(http, enabled && !isAdmin));
  return ((isAdmin ? all.data : own.data) ?? []).map((record: { id?: unknown; _id?: unknown; name?: unknown }) => {
    const id = String(record.id ?? record._id ?? '');
    return { id, name: typeof record.name === 'string' && record.name ? record.name : id };
  });
}

/** What the FIC screens call with. */
export interface FicSession {
  /** The app's HTTP client. */
  http: HttpClient;
  /** The session's fetch, for the calls whose refusals the screens read (callKeepingRefusals). */
  fetch: typeof fetch;
  /** The request context of every FIC call: the picked project in Global, nothing more in a project. */
  context: Partial<RequestContext>;
  /** Keeps each project's cached lists apart. */
  projectKey: string;
}

/** The session's clients, with the picked project as the scope of every call in Global. */
export function useFicSession(): FicSession {
  const { http, fetch } = useAppSession();
  const picked = useContext(PickedProject);
  const scope = useScope();
  return useMemo(
    () => (picked ? { http, fetch, context: { projectId: picked }, projectKey: picked } : { http, fetch, context: {}, projectKey: scope.projectId ?? '' }),
    [http, fetch, picked, scope.projectId],
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
