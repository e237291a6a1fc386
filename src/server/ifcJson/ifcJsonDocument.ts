/** One object of an IFC-JSON document: its IFC type (`IfcTask`, `IfcActionRequest` ...) and its attributes. */
export interface IfcJsonObject {
  type: string;
  [attribute: string]: unknown;
}

/** The envelope of every `/api/v1` answer: the ifcJSON header (buildingSMART) and the objects in `data`. */
export interface IfcJsonDocument {
  type: 'ifcJSON';
  version: '0.0.1';
  schemaIdentifier: 'IFC4';
  originatingSystem: string;
  timeStamp: string;
  /** Lists that page: how many objects match in all. */
  count?: number;
  data: IfcJsonObject[];
}

/** Who writes the documents, in `originatingSystem`. */
export const ORIGINATING_SYSTEM = 'Certificare demo API';

/**
 * `data` in the ifcJSON envelope. `data` is always a list, also for one object, so a
 * client reads every answer the same way.
 */
export function ifcJsonDocument(data: IfcJsonObject[], { now, count }: { now: Date; count?: number }): IfcJsonDocument {
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
