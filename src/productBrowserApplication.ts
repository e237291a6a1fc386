/**
 * The product's declaration where it runs in a browser: PRODUCT_APPLICATION with the menu's
 * icons, which the Node entries (the demo API, the scripts) would load for nothing. The app's
 * entry imports this module first.
 */
import type { SvgIconComponent } from '@mui/icons-material';
import AccountTree from '@mui/icons-material/AccountTree';
import Assignment from '@mui/icons-material/Assignment';
import Build from '@mui/icons-material/Build';
import Business from '@mui/icons-material/Business';
import Checklist from '@mui/icons-material/Checklist';
import Engineering from '@mui/icons-material/Engineering';
import Inventory from '@mui/icons-material/Inventory';
import ListAlt from '@mui/icons-material/ListAlt';
import PlaylistAddCheck from '@mui/icons-material/PlaylistAddCheck';
import Style from '@mui/icons-material/Style';
import Task from '@mui/icons-material/Task';
import Widgets from '@mui/icons-material/Widgets';
import { declareApplication, type ApplicationDeclaration } from './framework/application/applicationDeclaration';
import { PRODUCT_APPLICATION } from './productApplication';
import type { ProductIconName } from './productIconNames';

/**
 * The product's menu icons, over the engine's few (framework/views/resourceIcons.ts): one for each
 * name the product declares (productIconNames.ts), which the definitions' check allows in `menu.icon`.
 */
export const PRODUCT_ICONS: Readonly<Record<ProductIconName, SvgIconComponent>> = {
  AccountTree,
  Assignment,
  Build,
  Business,
  Checklist,
  Engineering,
  Inventory,
  ListAlt,
  PlaylistAddCheck,
  Style,
  Task,
  Widgets,
};

export const PRODUCT_BROWSER_APPLICATION: ApplicationDeclaration = { ...PRODUCT_APPLICATION, menu: { ...PRODUCT_APPLICATION.menu, icons: PRODUCT_ICONS } };

declareApplication(PRODUCT_BROWSER_APPLICATION);
