// jsonexport ships no types; this is the part of its API the CSV exporter uses.
declare module 'jsonexport/dist' {
  interface JsonExportOptions {
    headers?: string[];
    rowDelimiter?: string;
  }
  function jsonExport(data: readonly Record<string, unknown>[], options: JsonExportOptions, callback: (error: Error | null, csv: string) => void): void;
  export default jsonExport;
}
