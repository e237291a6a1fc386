import type { ReactElement } from 'react';
import { AutocompleteInput, NumberInput, ReferenceInput, SelectInput } from 'react-admin';
import { useTranslate } from 'ra-core';
import { useRegistry } from '../registry/RegistryContext';
import { searchField } from '../registry/searchField';
import { filterParam, type FilterDefinition, type ResourceModel } from '../registry/types';
import { DateRangeFilter } from './DateRangeFilter';
import { TextMatchFilter } from './TextMatchFilter';
import { useEnumChoices } from './useEnumLabel';
import { useFieldLabel } from './useFieldLabel';
import { useValueSet } from './useValueSet';

/** An enum filter: a value set's entries in its order, its 'All' option first; else the schema's choices. */
function EnumFilter({ resource, field, source, label }: { resource: ResourceModel; field: string; source: string; label: string; alwaysOn?: boolean }) {
  const schemaChoices = useEnumChoices(resource, field);
  const valueSet = useValueSet(resource, field);
  const choices = valueSet.present
    ? [
        ...(valueSet.all ? [{ id: valueSet.all.value, name: valueSet.all.label }] : []),
        ...valueSet.entries.map((entry) => ({ id: entry.value, name: valueSet.label(entry.value) })),
      ]
    : schemaChoices;
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
    const field = filter.field.replace(/\[\]/g, '');
    const source = filterParam(filter);
    const common = { label: label(field), alwaysOn: filter.alwaysOn };
    switch (filter.kind) {
      case 'enum':
        return <EnumFilter key={source} resource={resource} field={filter.field} source={source} {...common} />;
      case 'boolean':
        return <BooleanFilter key={source} source={source} {...common} />;
      case 'reference':
        return <ReferenceFilter key={source} source={source} reference={resource.references[filter.field]?.resource ?? ''} {...common} />;
      case 'number':
        return <NumberInput key={source} source={source} helperText={false} {...common} />;
      case 'dateRange':
        return <DateRangeFilter key={source} source={filter.from ?? `${filter.field}From`} to={filter.to ?? `${filter.field}To`} {...common} />;
      default:
        return <TextMatchFilter key={source} source={source} matchType={filter.matchType} {...common} />;
    }
  });
}
