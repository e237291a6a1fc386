import { lazy, Suspense, useState, type MouseEvent } from 'react';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Popover from '@mui/material/Popover';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import WorkIcon from '@mui/icons-material/WorkOutlined';
import { useCreatePath } from 'react-admin';
import { useTranslate } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import { useAppSession } from '../AppSessionContext';
import { usePreviewMode } from '../preview/previewMode';
import { PROJECT_LEVEL } from '../../productSession';
import { currentProjectOf, projectIdsOf } from '../sessionProject';
import { HOME_ROUTE } from '../shellRoutes';
import { showsProjectMenu, type ProjectChoice } from './projectChoices';

const ProjectMenuPanel = lazy(() => import('./ProjectMenuPanel').then((m) => ({ default: m.ProjectMenuPanel })));
const CurrentProjectDetails = lazy(() => import('./CurrentProjectDetails').then((m) => ({ default: m.CurrentProjectDetails })));
const PROJECT_RESOURCE = 'project';

/**
 * The project dropdown of the header (spec §2): the current project's details (none in
 * Global), search, Global for admins, the projects, 'without project' when none, manage
 * projects for admins. Choosing stores the project,
 * goes home and reloads, so every screen starts over in the new project (spec §4).
 */
export function ProjectMenu() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const { store } = useAppSession();
  const user = store.user();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const isAdmin = user?.roles.includes('ADMIN') ?? false;
  const { on: preview } = usePreviewMode();
  const visible = user ? showsProjectMenu({ roles: user.roles, projectIds: projectIdsOf(user) }, preview) : false;
  if (!user || !visible) return null;
  const project = currentProjectOf(user);
  const current = project?.name ?? project?.id ?? translate('app.header.global_project');

  const choose = (chosen: ProjectChoice | null) => {
    setAnchor(null);
    store.setScope(PROJECT_LEVEL, chosen?.id ?? '', chosen?.name ?? null);
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
        <Suspense fallback={<LinearProgress aria-label={translate('ra.page.loading')} />}>
          {project?.id && <CurrentProjectDetails />}
          <ProjectMenuPanel
            isAdmin={isAdmin}
            currentProjectId={project?.id}
            onChoose={choose}
            onManage={() => {
              setAnchor(null);
              navigate(createPath({ resource: PROJECT_RESOURCE, type: 'list' }));
            }}
          />
        </Suspense>
      </Popover>
    </>
  );
}
