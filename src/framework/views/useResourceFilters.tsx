import type { ReactElement } from 'react';
import { NumberInput, useTranslate } from 'react-admin';
import { filterLabelKey } from '../i18n/labelKeys';
import { searchField } from '../registry/searchField';
import { filterParam, type FilterDefinition, type ResourceModel } from '../registry/types';
import { BooleanFilter } from './BooleanFilter';
import { DateRangeFilter } from './DateRangeFilter';
import { EnumFilter } from './EnumFilter';
import { ReferenceFilter } from './ReferenceFilter';
import { TextMatchFilter } from './TextMatchFilter';
import { useFieldLabel } from './useFieldLabel';
import { useMayReadReferences } from './useMayReadReferences';

/**
 * The filter inputs of a resource's list, one per declared filter, by its kind. The
 * search field and the filters marked `alwaysOn` show at once, the others behind "Add filter";
 * `onlySearchOpen` (a phone) keeps only the search field open. A reference filter whose
 * records the user's role may not list is left out: it would have nothing to offer.
 */
export function useResourceFilters(resource: ResourceModel, { onlySearchOpen = false }: { onlySearchOpen?: boolean } = {}): ReactElement[] {
  const label = useFieldLabel(resource);
  const translate = useTranslate();
  const search = searchField(resource);
  const { isPending, mayList } = useMayReadReferences();
  const offered = (filter: FilterDefinition) => filter.kind !== 'reference' || (!isPending && mayList(resource.references[filter.field]?.resource ?? ''));
  return resource.list.filters.filter(offered).map((filter: FilterDefinition) => {
    const field = filter.field.replace(/\[\]/g, '');
    const source = filterParam(filter);
    const alwaysOn = onlySearchOpen ? filter.field === search : filter.alwaysOn;
    const common = { label: translate(filterLabelKey(resource.name, source), { _: label(field) }), alwaysOn };
    switch (filter.kind) {
      case 'enum':
        return <EnumFilter key={source} model={resource} field={filter.field} source={source} {...common} />;
      case 'boolean':
        return <BooleanFilter key={source} source={source} {...common} />;
      case 'reference':
        return (
          <ReferenceFilter
            key={source}
            source={source}
            reference={resource.references[filter.field]?.resource ?? ''}
            multiple={filter.field.endsWith('[]')}
            {...common}
          />
        );
      case 'number':
        return <NumberInput key={source} source={source} helperText={false} {...common} />;
      case 'dateRange':
        return <DateRangeFilter key={source} source={filter.from ?? `${filter.field}From`} to={filter.to ?? `${filter.field}To`} {...common} />;
      default:
        return <TextMatchFilter key={source} source={source} matchType={filter.matchType} {...common} />;
    }
  });
}
