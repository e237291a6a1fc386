import type { IfcJsonDocument } from '../../contracts/ifcJson';

/** Who writes the documents, in `originatingSystem`. */
export const ORIGINATING_SYSTEM = 'Certificare demo API';

/**
 * `data` in the ifcJSON envelope. `data` is always a list, also for one object, so a
 * client reads every answer the same way.
 */
export function ifcJsonDocument<T>(data: T[], { now, count }: { now: Date; count?: number }): IfcJsonDocument<T> {
  return {
    type: 'ifcJSON',
    version: '0.0.1',
    schemaIdentifier: 'IFC4',
    originatingSystem: ORIGINATING_SYSTEM,
    timeStamp: now.toISOString(),
    ...(count === undefined ? {} : { count }),
    data,
  };
}
