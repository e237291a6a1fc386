import { useCallback } from 'react';
import { downloadCSV, useTranslate, type Exporter } from 'ra-core';
import { useRegistry } from '../registry/RegistryContext';
import type { ResourceModel } from '../registry/types';
import { enumValueLabel } from './enumValueLabel';
import { exportColumns, toCsvRows } from './toCsvRows';
import { useFieldLabel } from './useFieldLabel';

/** react-admin exporter of a resource: every column its list offers, labelled as on screen, in a CSV file. */
export function useCsvExporter(resource: ResourceModel): Exporter {
  const model = useRegistry();
  const translate = useTranslate();
  const label = useFieldLabel(resource);
  return useCallback<Exporter>(
    async (records, fetchRelatedRecords) => {
      const related: Record<string, Record<string, Record<string, unknown>>> = {};
      const fields = exportColumns(resource);
      for (const field of fields) {
        const reference = resource.references[field];
        if (!reference) continue;
        // A resource this user may not read leaves its ids in the file rather than no file at all.
        related[field] = (await fetchRelatedRecords(records, field, reference.resource).catch(() => ({}))) as Record<string, Record<string, unknown>>;
      }
      const rows = toCsvRows(records, {
        resource,
        model,
        label,
        related,
        booleanLabel: (value) => translate(value ? 'app.filter.yes' : 'app.filter.no'),
        enumLabel: (field, value) => enumValueLabel(translate, resource, field, value),
      });
      const headers = fields.map((field) => label(field));
      // The CSV writer loads with the first export, not with every list.
      const { default: jsonExport } = await import('jsonexport/dist');
      jsonExport(rows, { headers }, (error, csv) => {
        if (!error) downloadCSV(csv, resource.name);
      });
    },
    [resource, model, label, translate],
  );
}
