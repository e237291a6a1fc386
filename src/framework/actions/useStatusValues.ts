import { useMemo } from 'react';
import { enumChoices, fieldSchema } from '../registry/schemaProperties';
import type { ResourceModel } from '../registry/types';
import { useValueSet } from '../views/useValueSet';

export interface StatusValues {
  /** Every value of the field: its value set's entries in display order, else the schema's enum. */
  values: (string | number)[];
  /** The label shown for a value. */
  label: (value: unknown) => string;
}

/** The values a status field may take and their labels, for the status dialog's select. */
export function useStatusValues(resource: ResourceModel, field: string): StatusValues {
  const valueSet = useValueSet(resource, field);
  const values = useMemo(
    () =>
      valueSet.present
        ? valueSet.entries.map((entry) => entry.value)
        : enumChoices(fieldSchema(resource.schema, field)).flatMap((choice) =>
            typeof choice.value === 'string' || typeof choice.value === 'number' ? [choice.value] : [],
          ),
    [valueSet, resource.schema, field],
  );
  return { values, label: valueSet.label };
}
