import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useGetIdentity, useListContext, useTranslate } from 'ra-core';
import type { ResourceModel } from '../registry/types';
import { activeTabIndex, filtersForTab } from './listTabs';

/** The definition's tabs above a list (`list.tabs`): each one a set of filters, picked in one click. */
export function ListTabs({ resource }: { resource: ResourceModel }) {
  const translate = useTranslate();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const { identity } = useGetIdentity();
  const tabs = resource.list.tabs ?? [];
  if (tabs.length === 0) return null;
  const userId = identity?.id === undefined ? undefined : String(identity.id);
  const active = activeTabIndex(tabs, filterValues as Record<string, unknown>, userId);
  return (
    <Tabs
      value={active === -1 ? false : active}
      onChange={(_event, index: number) => {
        const tab = tabs[index];
        if (tab) setFilters(filtersForTab(tabs, tab, filterValues as Record<string, unknown>, userId), displayedFilters);
      }}
      variant="scrollable"
      allowScrollButtonsMobile
      aria-label={translate(`resources.${resource.name}.name`, { smart_count: 2, _: resource.name })}
    >
      {tabs.map((tab) => (
        <Tab key={tab.name} label={translate(`resources.${resource.name}.tabs.${tab.name}`, { _: tab.name })} />
      ))}
    </Tabs>
  );
}
