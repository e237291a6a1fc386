import { Suspense, useState, type ComponentType } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import KeyIcon from '@mui/icons-material/VpnKey';
import { AppBar, AppBarClasses, LocalesMenuButton, Logout, TitlePortal, ToggleThemeButton, UserMenu, useThemesContext, useUserMenu } from 'react-admin';
import { useGetIdentity, useLocaleState, useLocales, useTranslate } from 'ra-core';
import { isLocale } from '../framework/i18n/resolveLocale';
import { PRODUCT_DEFAULT_LOCALE } from '../productLanguages';
import type { DialogLoader } from '../framework/pages/featureDeclarations';
import { lazyComponent } from '../framework/pages/lazyComponent';
import { usePageCatalogue } from '../framework/pages/PageCatalogueContext';
import { AfterFirstPaint } from '../framework/views/AfterFirstPaint';
import { AppReloadButton } from './AppReloadButton';
import { useAppSession } from './AppSessionContext';
import { FullTitleTooltip } from './FullTitleTooltip';
import { GoToAnything } from './header/GoToAnything';
import { ProductLogo } from './header/ProductLogo';
import { ProjectMenu } from './header/ProjectMenu';
import { LanguageFlag } from './language/LanguageFlag';
import { PreviewSwitch } from './preview/PreviewSwitch';
import { ScopeTabs } from './header/ScopeTabs';

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

/** The features' entries (own data, redefine password ...) between who is signed in and logout. */
function UserMenuItems({ openDialog }: { openDialog: (load: DialogLoader) => void }) {
  const userMenu = useUserMenu();
  const items = usePageCatalogue().userMenu;
  const close = () => userMenu?.onClose();
  return (
    <>
      <UserSummary />
      <Divider />
      {items.map(({ key, Item }) => (
        <Item key={key} close={close} openDialog={openDialog} />
      ))}
      <Logout />
    </>
  );
}

/** The user menu of spec §2 "Header": who is signed in, the features' entries, logout. */
export function AppUserMenu() {
  // A dialog outlives the menu that opened it: it is drawn here, beside the menu.
  const [Dialog, setDialog] = useState<ComponentType<{ onClose: () => void }> | null>(null);
  const { identity } = useGetIdentity();
  return (
    <>
      {/* The button shows the user's name; its accessible name must be that same text (WCAG 2.5.3). */}
      <UserMenu label={identity?.fullName ?? 'ra.auth.user_menu'}>
        <UserMenuItems openDialog={(load) => setDialog(() => lazyComponent(load))} />
      </UserMenu>
      {Dialog && (
        <Suspense fallback={null}>
          <Dialog onClose={() => setDialog(null)} />
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
  // The title's text sits in react-admin's boxes: inline, so a title longer than its room ends in an ellipsis.
  '& #react-admin-title *': { display: 'inline' },
  // Below md the language and user buttons keep their icons only (their names stay readable
  // to screen readers): the page title needs the room.
  [theme.breakpoints.down('md')]: {
    '& .app-language .MuiButton-root, & .RaUserMenu-userButton': { minWidth: 0, fontSize: 0, '& .MuiButton-startIcon': { marginRight: 0 } },
    '& .app-language .MuiButton-endIcon': { display: 'none' },
  },
  [theme.breakpoints.down('sm')]: {
    // Reloading is the browser's own gesture on a phone.
    '& .app-reload': { display: 'none' },
    '& #react-admin-title': {
      whiteSpace: 'normal',
      display: '-webkit-box',
      WebkitLineClamp: 2,
      WebkitBoxOrient: 'vertical',
      fontSize: '1rem',
      lineHeight: 1.25,
    },
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
          <LocalesMenuButton icon={<LanguageFlag locale={isLocale(locale) ? locale : PRODUCT_DEFAULT_LOCALE} />} />
        </Box>
      )}
      {darkTheme && <ToggleThemeButton />}
      <AppReloadButton className="app-reload" />
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
        <GoToAnything />
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
