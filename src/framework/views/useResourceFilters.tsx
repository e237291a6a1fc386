import type { ReactElement } from 'react';
import { AutocompleteInput, NumberInput, ReferenceInput, SelectInput } from 'react-admin';
import { useTranslate } from 'ra-core';
import { useRegistry } from '../registry/RegistryContext';
import { searchField } from '../registry/searchField';
import type { FilterDefinition, ResourceModel } from '../registry/types';
import { DateRangeFilter } from './DateRangeFilter';
import { TextMatchFilter } from './TextMatchFilter';
import { useEnumChoices } from './useEnumLabel';
import { useFieldLabel } from './useFieldLabel';

function EnumFilter({ resource, source, label }: { resource: ResourceModel; source: string; label: string; alwaysOn?: boolean }) {
  const choices = useEnumChoices(resource, source);
  return <SelectInput source={source} label={label} choices={choices} helperText={false} />;
}

function BooleanFilter({ source, label }: { source: string; label: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  const choices = [
    { id: true, name: translate('app.filter.yes') },
    { id: false, name: translate('app.filter.no') },
  ];
  return <SelectInput source={source} label={label} choices={choices} helperText={false} />;
}

function ReferenceFilter({ source, label, reference }: { source: string; label: string; reference: string; alwaysOn?: boolean }) {
  const registry = useRegistry();
  const target = registry.resources.find((r) => r.name === reference);
  const field = target ? searchField(target) : undefined;
  return (
    <ReferenceInput source={source} reference={reference} sort={target?.list.sort}>
      <AutocompleteInput label={label} filterToQuery={(text: string) => (text && field ? { [field]: text } : {})} helperText={false} sx={{ minWidth: 220 }} />
    </ReferenceInput>
  );
}

/** The filter inputs of a resource's list, one per declared filter, by its kind. */
export function useResourceFilters(resource: ResourceModel): ReactElement[] {
  const label = useFieldLabel(resource);
  return resource.list.filters.map((filter: FilterDefinition) => {
    const common = { label: label(filter.field), alwaysOn: filter.alwaysOn };
    switch (filter.kind) {
      case 'enum':
        return <EnumFilter key={filter.field} resource={resource} source={filter.field} {...common} />;
      case 'boolean':
        return <BooleanFilter key={filter.field} source={filter.field} {...common} />;
      case 'reference':
        return <ReferenceFilter key={filter.field} source={filter.field} reference={resource.references[filter.field]?.resource ?? ''} {...common} />;
      case 'number':
        return <NumberInput key={filter.field} source={filter.field} helperText={false} {...common} />;
      case 'dateRange':
        return <DateRangeFilter key={filter.field} source={filter.from ?? `${filter.field}From`} to={filter.to ?? `${filter.field}To`} {...common} />;
      default:
        return <TextMatchFilter key={filter.field} source={filter.field} matchType={filter.matchType} {...common} />;
    }
  });
}
