import { useCallback } from 'react';
import jsonExport from 'jsonexport/dist';
import { downloadCSV, useTranslate, type Exporter } from 'ra-core';
import { useRegistry } from '../registry/RegistryContext';
import type { ResourceModel } from '../registry/types';
import { enumValueLabel } from './enumValueLabel';
import { toCsvRows } from './toCsvRows';
import { useFieldLabel } from './useFieldLabel';

/** react-admin exporter of a resource: its list columns, as shown on screen, in a CSV file. */
export function useCsvExporter(resource: ResourceModel): Exporter {
  const model = useRegistry();
  const translate = useTranslate();
  const label = useFieldLabel(resource);
  return useCallback<Exporter>(
    async (records, fetchRelatedRecords) => {
      const related: Record<string, Record<string, Record<string, unknown>>> = {};
      for (const { field } of resource.list.columns) {
        const reference = resource.references[field];
        if (reference) related[field] = (await fetchRelatedRecords(records, field, reference.resource)) as Record<string, Record<string, unknown>>;
      }
      const rows = toCsvRows(records, {
        resource,
        model,
        label,
        related,
        booleanLabel: (value) => translate(value ? 'app.filter.yes' : 'app.filter.no'),
        enumLabel: (field, value) => enumValueLabel(translate, resource, field, value),
      });
      const headers = resource.list.columns.map(({ field }) => label(field));
      jsonExport(rows, { headers }, (error, csv) => {
        if (!error) downloadCSV(csv, resource.name);
      });
    },
    [resource, model, label, translate],
  );
}
