import { AutocompleteArrayInput, AutocompleteInput, ReferenceArrayInput, ReferenceInput } from 'react-admin';
import { useRegistry } from '../registry/RegistryContext';
import { searchField } from '../registry/searchField';

export interface ReferenceFilterProps {
  /** Query parameter of the filter. */
  source: string;
  label: string;
  /** Name of the referenced resource. */
  reference: string;
  /** The field holds a list of ids (`responsibles[]`): pick several, any may match. */
  multiple: boolean;
  alwaysOn?: boolean;
}

/**
 * A reference filter: a searchable select of the other resource's records, by their
 * representation; the typed text searches the other resource's search field. A list of
 * ids becomes chips (several records, sent as a comma list).
 */
export function ReferenceFilter({ source, label, reference, multiple }: ReferenceFilterProps) {
  const registry = useRegistry();
  const target = registry.resources.find((r) => r.name === reference);
  const field = target ? searchField(target) : undefined;
  const filterToQuery = (text: string) => (text && field ? { [field]: text } : {});
  if (multiple) {
    return (
      <ReferenceArrayInput source={source} reference={reference} sort={target?.list.sort}>
        <AutocompleteArrayInput label={label} filterToQuery={filterToQuery} helperText={false} sx={{ minWidth: 240 }} />
      </ReferenceArrayInput>
    );
  }
  return (
    <ReferenceInput source={source} reference={reference} sort={target?.list.sort}>
      <AutocompleteInput label={label} filterToQuery={filterToQuery} helperText={false} sx={{ minWidth: 220 }} />
    </ReferenceInput>
  );
}
