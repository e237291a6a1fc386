import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useGetList, useTranslate } from 'ra-core';
import { OWN_PROJECTS } from '../../contracts/user';
import { useCall } from '../../framework/contracts/useCall';
import { filterProjects, offeredProjects, type ProjectChoice } from './projectChoices';

/** Spec §9: the project list is at most 270 px high. */
const LIST_MAX_HEIGHT = 270;
const PROJECT_RESOURCE = 'project';
const ALL = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' as const } };

/** Every project for a global admin; the user's own ones (from their own data) for everybody else. */
function useProjects(isAdmin: boolean): ProjectChoice[] {
  const all = useGetList(PROJECT_RESOURCE, ALL, { enabled: isAdmin });
  const own = useCall(OWN_PROJECTS, {}, { enabled: !isAdmin });
  return offeredProjects((isAdmin ? all.data : own.data?.data) ?? []);
}

export interface ProjectMenuPanelProps {
  isAdmin: boolean;
  currentProjectId: string | undefined;
  onChoose: (project: ProjectChoice | null) => void;
  onManage: () => void;
}

/**
 * The open project menu (spec §2): search, Global for admins, the projects, 'without
 * project' when none, manage projects for admins. Its own chunk, loaded when the menu first
 * opens: the projects' call stays out of the first page.
 */
export function ProjectMenuPanel({ isAdmin, currentProjectId, onChoose, onManage }: ProjectMenuPanelProps) {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const projects = useProjects(isAdmin);
  const shown = useMemo(() => filterProjects(projects, search), [projects, search]);
  return (
    <div role="dialog" aria-label={translate('app.header.project')} style={{ width: 300, maxWidth: 'calc(100vw - 32px)', padding: 8 }}>
      <TextField
        autoFocus
        fullWidth
        size="small"
        label={translate('app.header.search_project')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <List dense sx={{ maxHeight: LIST_MAX_HEIGHT, overflowY: 'auto' }} aria-label={translate('app.header.project')}>
        {isAdmin && (
          <ListItemButton selected={!currentProjectId} onClick={() => onChoose(null)}>
            <ListItemText primary={translate('app.header.global_project')} />
          </ListItemButton>
        )}
        {shown.map((project) => (
          <ListItemButton key={project.id} selected={project.id === currentProjectId} onClick={() => onChoose(project)}>
            <ListItemText primary={project.name} />
          </ListItemButton>
        ))}
      </List>
      {projects.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2 }}>
          {translate('app.header.without_project')}
        </Typography>
      ) : (
        shown.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2 }}>
            {translate('app.header.no_match')}
          </Typography>
        )
      )}
      {isAdmin && (
        <>
          <Divider sx={{ my: 1 }} />
          <Button fullWidth onClick={onManage}>
            {translate('app.header.manage_projects')}
          </Button>
        </>
      )}
    </div>
  );
}
