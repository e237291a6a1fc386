import { useMemo, useState, type MouseEvent } from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import WorkIcon from '@mui/icons-material/WorkOutlined';
import { useCreatePath } from 'react-admin';
import { useGetList, useTranslate } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import { OWN_PROJECTS } from '../../contracts/user';
import { useCall } from '../../framework/contracts/useCall';
import { useAppSession } from '../AppSessionContext';
import { usePreviewMode } from '../preview/previewMode';
import { HOME_ROUTE } from '../shellRoutes';
import { filterProjects, offeredProjects, showsProjectMenu, type ProjectChoice } from './projectChoices';

/** Spec §9: the project list is at most 270 px high. */
const LIST_MAX_HEIGHT = 270;
const PROJECT_RESOURCE = 'project';
const ALL = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' as const } };

/** Every project for a global admin; the user's own ones (from their own data) for everybody else. */
function useProjects(isAdmin: boolean, enabled: boolean): ProjectChoice[] {
  const all = useGetList(PROJECT_RESOURCE, ALL, { enabled: enabled && isAdmin });
  const own = useCall(OWN_PROJECTS, {}, { enabled: enabled && !isAdmin });
  return offeredProjects((isAdmin ? all.data : own.data?.data) ?? []);
}

/**
 * The project dropdown of the header (spec §2): search, Global for admins, the projects,
 * 'without project' when none, manage projects for admins. Choosing stores the project,
 * goes home and reloads, so every screen starts over in the new project (spec §4).
 */
export function ProjectMenu() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const { store } = useAppSession();
  const user = store.user();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [search, setSearch] = useState('');
  const isAdmin = user?.roles.includes('ADMIN') ?? false;
  const { on: preview } = usePreviewMode();
  const visible = user ? showsProjectMenu(user, preview) : false;
  const projects = useProjects(isAdmin, visible && anchor !== null);
  const shown = useMemo(() => filterProjects(projects, search), [projects, search]);
  if (!user || !visible) return null;
  const current = user.projectName ?? user.projectId ?? translate('app.header.global_project');

  const choose = (project: ProjectChoice | null) => {
    setAnchor(null);
    store.setProject(project?.id ?? '', project?.name ?? null);
    navigate(HOME_ROUTE);
    window.location.reload();
  };
  return (
    <>
      <Button
        color="inherit"
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        startIcon={<WorkIcon />}
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="dialog"
        aria-label={`${translate('app.header.project')}: ${current}`}
        sx={{
          textTransform: 'none',
          maxWidth: { xs: 'none', sm: 200, lg: 260 },
          '& .label': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
          // On a phone the page title needs the room: the icon only, its name still read out.
          '& .label, & .MuiButton-endIcon': { display: { xs: 'none', sm: 'inline' } },
          minWidth: 0,
          '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } },
        }}
      >
        <span className="label">{current}</span>
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
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
              <ListItemButton selected={!user.projectId} onClick={() => choose(null)}>
                <ListItemText primary={translate('app.header.global_project')} />
              </ListItemButton>
            )}
            {shown.map((project) => (
              <ListItemButton key={project.id} selected={project.id === user.projectId} onClick={() => choose(project)}>
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
              <Button
                fullWidth
                onClick={() => {
                  setAnchor(null);
                  navigate(createPath({ resource: PROJECT_RESOURCE, type: 'list' }));
                }}
              >
                {translate('app.header.manage_projects')}
              </Button>
            </>
          )}
        </div>
      </Popover>
    </>
  );
}
