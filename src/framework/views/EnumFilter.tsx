import { SelectInput } from 'react-admin';
import type { ResourceModel } from '../registry/types';
import { useEnumChoices } from './useEnumLabel';
import { useValueSet } from './useValueSet';

export interface EnumFilterProps {
  /**
   * The resource's model. Not named `resource`: react-admin's filter form clones each
   * filter with `resource` set to the resource's name, which would replace it.
   */
  model: ResourceModel;
  /** Path of the field in the records (`executionStatus`, `status`). */
  field: string;
  /** Query parameter of the filter. */
  source: string;
  label: string;
  alwaysOn?: boolean;
}

/** An enum filter: a value set's entries in its order, its 'All' option first; else the schema's choices. */
export function EnumFilter({ model, field, source, label }: EnumFilterProps) {
  const schemaChoices = useEnumChoices(model, field);
  const valueSet = useValueSet(model, field);
  const choices = valueSet.present
    ? [
        ...(valueSet.all ? [{ id: valueSet.all.value, name: valueSet.all.label }] : []),
        ...valueSet.entries.map((entry) => ({ id: entry.value, name: valueSet.label(entry.value) })),
      ]
    : schemaChoices;
  return <SelectInput source={source} label={label} choices={choices} helperText={false} sx={{ minWidth: 180 }} />;
}
