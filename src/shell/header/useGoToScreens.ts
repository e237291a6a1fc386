import { useMemo } from 'react';
import { useGetResourceLabel, useTranslate } from 'ra-core';
import type { GoToItem } from '../../framework/goTo/goToItem';
import { HOME_ROUTE } from '../shellRoutes';
import { menuEntryLabel, useVisibleMenu } from '../menu/useVisibleMenu';

/** The screens go-to-anything offers: the entries of the menu the user sees now, labelled as the sidebar labels them, each with its group. */
export function useGoToScreens(): GoToItem[] {
  const menu = useVisibleMenu();
  const translate = useTranslate();
  const getResourceLabel = useGetResourceLabel();
  return useMemo(() => {
    const label = (entry: Parameters<typeof menuEntryLabel>[0]) => menuEntryLabel(entry, translate, (resource) => getResourceLabel(resource, 2));
    return menu.flatMap((entry): GoToItem[] => {
      if (!entry.children) return [{ key: entry.key, label: label(entry), to: entry.to ?? HOME_ROUTE }];
      const group = label(entry);
      return entry.children.map((child) => ({ key: child.key, label: label(child), detail: group, to: child.to ?? HOME_ROUTE }));
    });
  }, [menu, translate, getResourceLabel]);
}
