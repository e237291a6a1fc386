import type { SvgIconComponent } from '@mui/icons-material';
import AccountTree from '@mui/icons-material/AccountTree';
import Assignment from '@mui/icons-material/Assignment';
import Category from '@mui/icons-material/Category';
import Description from '@mui/icons-material/Description';
import Engineering from '@mui/icons-material/Engineering';
import Event from '@mui/icons-material/Event';
import Folder from '@mui/icons-material/Folder';
import Label from '@mui/icons-material/Label';
import ListAlt from '@mui/icons-material/ListAlt';
import Build from '@mui/icons-material/Build';
import Task from '@mui/icons-material/Task';
import Settings from '@mui/icons-material/Settings';
import Widgets from '@mui/icons-material/Widgets';
import Inventory from '@mui/icons-material/Inventory';
import People from '@mui/icons-material/People';
import Business from '@mui/icons-material/Business';
import PlaylistAddCheck from '@mui/icons-material/PlaylistAddCheck';
import ViewList from '@mui/icons-material/ViewList';
import Style from '@mui/icons-material/Style';
import Checklist from '@mui/icons-material/Checklist';

/**
 * Icons a resource definition may name in `menu.icon`. Each icon is imported by path (a
 * dynamic lookup would bundle all of them); to offer one more, add it here and to the
 * `menu.icon` enum of src/framework/registry/metaSchemas/resource.schema.json (a test keeps the two equal).
 */
export const RESOURCE_ICONS: Record<string, SvgIconComponent> = {
  AccountTree,
  Assignment,
  Build,
  Business,
  Category,
  Checklist,
  Description,
  Engineering,
  Event,
  Folder,
  Inventory,
  Label,
  ListAlt,
  People,
  PlaylistAddCheck,
  Settings,
  Style,
  Task,
  ViewList,
  Widgets,
};

export const DEFAULT_RESOURCE_ICON: SvgIconComponent = ViewList;
