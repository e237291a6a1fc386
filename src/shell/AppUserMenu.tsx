import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import EditIcon from '@mui/icons-material/Edit';
import KeyIcon from '@mui/icons-material/VpnKey';
import LockResetIcon from '@mui/icons-material/LockReset';
import { AppBar, AppBarClasses, LoadingIndicator, LocalesMenuButton, Logout, TitlePortal, ToggleThemeButton, UserMenu, useThemesContext, useUserMenu } from 'react-admin';
import { useGetIdentity, useLocaleState, useLocales, useTranslate } from 'ra-core';
import { DEFAULT_LOCALE, isLocale } from '../framework/i18n/resolveLocale';
import { AfterFirstPaint } from '../framework/views/AfterFirstPaint';
import { useRedefinePassword } from '../pages/auth/useRedefinePassword';
import { useAppSession } from './AppSessionContext';
import { FullTitleTooltip } from './FullTitleTooltip';
import { ProductLogo } from './header/ProductLogo';
import { ProjectMenu } from './header/ProjectMenu';
import { LanguageFlag } from './language/LanguageFlag';
import { PreviewSwitch } from './preview/PreviewSwitch';
import { ScopeTabs } from './header/ScopeTabs';

// Loaded when opened: most sessions never open it.
const OwnDataDialog = lazy(() => import('../pages/auth/OwnDataDialog').then((m) => ({ default: m.OwnDataDialog })));

function UserSummary() {
  const { store } = useAppSession();
  const translate = useTranslate();
  const user = store.user();
  if (!user) return null;
  const name = `${user.info.firstName ?? ''} ${user.info.lastName ?? ''}`.trim() || user.username;
  return (
    <Box sx={{ px: 2, py: 1, maxWidth: 320 }} data-testid="user-summary">
      <Typography variant="subtitle1" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {name}
        {user.roles.includes('ADMIN') && <KeyIcon fontSize="small" color="warning" titleAccess={translate('auth.user_menu.admin_badge')} />}
      </Typography>
      {user.info.email && <Typography variant="body2">{user.info.email}</Typography>}
      <Typography variant="body2" color="text.secondary">
        {user.username}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
        {user.groups.map((group) => (
          <Chip key={group} label={group} size="small" />
        ))}
      </Box>
    </Box>
  );
}

function UserMenuItems({ onOwnData }: { onOwnData: () => void }) {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  const redefinePassword = useRedefinePassword();
  const run = (action: () => void) => () => {
    userMenu?.onClose();
    action();
  };
  return (
    <>
      <UserSummary />
      <Divider />
      <MenuItem onClick={run(onOwnData)}>
        <ListItemIcon>
          <EditIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{translate('auth.user_menu.own_data')}</ListItemText>
      </MenuItem>
      <MenuItem onClick={run(redefinePassword)}>
        <ListItemIcon>
          <LockResetIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{translate('auth.user_menu.redefine_password')}</ListItemText>
      </MenuItem>
      <Logout />
    </>
  );
}

/** The user menu of spec §2 "Header": who is signed in, own data, redefine password, logout. */
export function AppUserMenu() {
  const [ownData, setOwnData] = useState(false);
  const { identity } = useGetIdentity();
  return (
    <>
      {/* The button shows the user's name; its accessible name must be that same text (WCAG 2.5.3). */}
      <UserMenu label={identity?.fullName ?? 'ra.auth.user_menu'}>
        <UserMenuItems onOwnData={() => setOwnData(true)} />
      </UserMenu>
      {ownData && (
        <Suspense fallback={null}>
          <OwnDataDialog onClose={() => setOwnData(false)} />
        </Suspense>
      )}
    </>
  );
}

/** Height of the header's second row (scope tabs), md and up; the layout moves the page down by as much. */
export const SCOPE_ROW_HEIGHT = 40;

/**
 * The scope tabs wrap to a second row. Below `sm` a long title wraps to two smaller lines, then ends in an
 * ellipsis with the whole title as its tooltip (see FullTitleTooltip).
 */
const phoneBar = (theme: Theme) => ({
  '& .RaAppBar-toolbar': { flexWrap: 'wrap' },
  // Below md the language and user buttons keep their icons only (their names stay readable
  // to screen readers): the page title needs the room.
  [theme.breakpoints.down('md')]: {
    '& .app-language .MuiButton-root, & .RaUserMenu-userButton': { minWidth: 0, fontSize: 0, '& .MuiButton-startIcon': { marginRight: 0 } },
    '& .app-language .MuiButton-endIcon': { display: 'none' },
  },
  [theme.breakpoints.down('sm')]: {
    // Reloading is the browser's own gesture on a phone.
    '& .app-reload': { display: 'none' },
    '& #react-admin-title': { whiteSpace: 'normal', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', fontSize: '1rem', lineHeight: 1.25, '& *': { display: 'inline' } },
  },
});

/** react-admin's toolbar (language, theme, reload), the language button in a box the phone styles reach. */
function AppToolbar() {
  const locales = useLocales();
  const [locale] = useLocaleState();
  const { darkTheme } = useThemesContext();
  return (
    <>
      {locales.length > 1 && (
        <Box component="span" className="app-language">
          <LocalesMenuButton icon={<LanguageFlag locale={isLocale(locale) ? locale : DEFAULT_LOCALE} />} />
        </Box>
      )}
      {darkTheme && <ToggleThemeButton />}
      <LoadingIndicator className="app-reload" />
    </>
  );
}

/** The bar and the page's title draw with the page; its controls once the page's content has painted (see AfterFirstPaint). */
export function AppTopBar() {
  return (
    <AppBar
      userMenu={
        <AfterFirstPaint>
          <AppUserMenu />
        </AfterFirstPaint>
      }
      toolbar={
        <AfterFirstPaint>
          <AppToolbar />
        </AfterFirstPaint>
      }
      sx={phoneBar}
    >
      <Box sx={{ display: { xs: 'none', md: 'flex' } }}>
        <ProductLogo />
      </Box>
      <TitlePortal className={AppBarClasses.title} />
      <FullTitleTooltip />
      <AfterFirstPaint>
        <ProjectMenu />
      </AfterFirstPaint>
      {/* A second row under the bar from md up: the scope tabs and the preview switch. */}
      <Box sx={{ display: { xs: 'none', md: 'flex' }, order: 99, flexBasis: '100%', alignItems: 'center', minWidth: 0, minHeight: SCOPE_ROW_HEIGHT }}>
        <AfterFirstPaint>
          <ScopeTabs />
          <Box sx={{ flex: 1 }} />
          <PreviewSwitch />
        </AfterFirstPaint>
      </Box>
    </AppBar>
  );
}
