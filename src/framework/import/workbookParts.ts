import { parseXml } from './parseXml';

/** A sheet of the workbook, as `xl/workbook.xml` lists it. */
export interface SheetEntry {
  name: string;
  /** Excel's number of the sheet (`sheetId`). */
  id: number;
  /** `visible`, `hidden` or `veryHidden`. */
  state: string;
  /** Its part in the zip (`xl/worksheets/sheet1.xml`); undefined for a sheet that is no worksheet (a chart sheet). */
  path?: string;
}

/** What a worksheet's cells need of the rest of the workbook. */
export interface WorkbookParts {
  sheets: SheetEntry[];
  /** Serial day numbers count from 1904 (old Mac workbooks). */
  date1904: boolean;
  /** The shared strings, rich text joined. */
  sharedStrings: string[];
  /** Cell style indexes (`s`) whose number format shows a date. */
  dateStyles: ReadonlySet<number>;
}

/** Reads a part's text, or undefined when the zip has no such part. */
export type PartText = (path: string) => string | undefined;

/** Built-in number formats that show a date or a time (ECMA-376 part 1, section 18.8.30). */
const DATE_FORMAT_IDS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);

/** A format code shows a date when, its quoted text and [bracketed] parts aside, it has a date or time letter (as exceljs judges it). */
function isDateFormat(code: string): boolean {
  return /[ymdhMsb]+/.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));
}

/** `xl/_rels/workbook.xml.rels`: relationship id → part path. */
function relationTargets(xml: string | undefined): Map<string, string> {
  const targets = new Map<string, string>();
  if (xml === undefined) return targets;
  parseXml([xml], {
    open(name, attributes) {
      if (name !== 'Relationship') return;
      const { Id: id, Target: target } = attributes();
      if (id && target) targets.set(id, target.startsWith('/') ? target.slice(1) : `xl/${target}`);
    },
  });
  return targets;
}

function sheetsAndDates(xml: string | undefined, targets: ReadonlyMap<string, string>): { sheets: SheetEntry[]; date1904: boolean } {
  const sheets: SheetEntry[] = [];
  let date1904 = false;
  if (xml === undefined) return { sheets, date1904 };
  parseXml([xml], {
    open(name, attributes) {
      if (name === 'workbookPr') {
        const flag = attributes().date1904;
        date1904 = flag === '1' || flag === 'true';
      } else if (name === 'sheet') {
        const all = attributes();
        const relation = Object.entries(all).find(([key]) => key === 'r:id' || key.endsWith(':id'))?.[1];
        const path = relation === undefined ? undefined : targets.get(relation);
        sheets.push({
          name: all.name ?? '',
          id: Number(all.sheetId ?? sheets.length + 1),
          state: all.state ?? 'visible',
          ...(path?.includes('/worksheets/') ? { path } : {}),
        });
      }
    },
  });
  return { sheets, date1904 };
}

/** `xl/sharedStrings.xml`: each `si` as its text (the runs of rich text joined, phonetic hints left out). */
function sharedStrings(xml: string | undefined): string[] {
  const strings: string[] = [];
  if (xml === undefined) return strings;
  let current = '';
  let phonetic = 0;
  let inText = false;
  parseXml([xml], {
    open(name) {
      if (name === 'si') current = '';
      else if (name === 'rPh') phonetic += 1;
      else if (name === 't') inText = phonetic === 0;
    },
    close(name) {
      if (name === 'si') strings.push(current);
      else if (name === 'rPh') phonetic -= 1;
      else if (name === 't') inText = false;
    },
    text(text) {
      if (inText) current += text;
    },
  });
  return strings;
}

/** `xl/styles.xml`: the indexes of `cellXfs` whose number format (built in or the workbook's own) shows a date. */
function dateStyles(xml: string | undefined): Set<number> {
  const styles = new Set<number>();
  if (xml === undefined) return styles;
  const ownDates = new Set<number>();
  let inCellFormats = false;
  let index = 0;
  parseXml([xml], {
    open(name, attributes) {
      if (name === 'numFmt') {
        const { numFmtId, formatCode } = attributes();
        if (numFmtId !== undefined && formatCode !== undefined && isDateFormat(formatCode)) ownDates.add(Number(numFmtId));
      } else if (name === 'cellXfs') {
        inCellFormats = true;
      } else if (name === 'xf' && inCellFormats) {
        const format = Number(attributes().numFmtId ?? 0);
        if (DATE_FORMAT_IDS.has(format) || ownDates.has(format)) styles.add(index);
        index += 1;
      }
    },
    close(name) {
      if (name === 'cellXfs') inCellFormats = false;
    },
  });
  return styles;
}

/** The workbook's sheets, date system, shared strings and date styles, read from their parts. */
export function readWorkbookParts(part: PartText): WorkbookParts {
  const { sheets, date1904 } = sheetsAndDates(part('xl/workbook.xml'), relationTargets(part('xl/_rels/workbook.xml.rels')));
  return { sheets, date1904, sharedStrings: sharedStrings(part('xl/sharedStrings.xml')), dateStyles: dateStyles(part('xl/styles.xml')) };
}
