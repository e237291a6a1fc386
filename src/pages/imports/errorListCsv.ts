import type { ImportErrorLine } from '../../contracts/imports';

function cell(value: string | number | undefined): string {
  const text = value === undefined ? '' : String(value);
  // Quoted, and a leading = + - @ defused so a spreadsheet does not run it as a formula.
  return `"${text.replace(/^([=+\-@])/, "'$1").replace(/"/g, '""')}"`;
}

/** The error list as CSV (UTF-8 with BOM, so Excel reads accents), headed by `headers`. */
export function errorListCsv(lines: readonly ImportErrorLine[], headers: readonly [string, string, string]): Blob {
  const rows = [headers.map(cell).join(';'), ...lines.map((line) => [line.line, line.identifier, line.message].map(cell).join(';'))];
  return new Blob(['\uFEFF' + rows.join('\r\n')], { type: 'text/csv;charset=utf-8' });
}
