/** What a worksheet holds, counted in its XML: filled rows, the rightmost filled column, filled cells. */
export interface SheetShape {
  rows: number;
  columns: number;
  cells: number;
}

const SLASH = 0x2f;
const A = 0x41;
/** `r="AB12"`: a cell's reference, whose letters are its column. */
const CELL_REFERENCE = /\sr\s*=\s*["']([A-Za-z]{1,3})\d*["']/;

function isNameEnd(code: number): boolean {
  // whitespace, '>' or '/'
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d || code === 0x3e || code === SLASH;
}

/** `A` → 1, `Z` → 26, `AA` → 27 ... */
function columnNumber(letters: string): number {
  let number = 0;
  for (const letter of letters.toUpperCase()) number = number * 26 + (letter.charCodeAt(0) - A + 1);
  return number;
}

/**
 * Counts what a worksheet part (`xl/worksheets/sheetN.xml`) holds, in one pass over its
 * tags (no regular expression runs over the whole text, so a hostile sheet cannot make it
 * backtrack). A cell counts when it has a value, an inline string or a formula (as
 * readWorkbookRows counts rows: a cell kept only for its style does not); a row counts
 * when one of its cells does. The count stops as soon as `stop` says it has seen enough.
 */
export function sheetShape(xml: string, stop: (shape: SheetShape) => boolean = () => false): SheetShape {
  const shape: SheetShape = { rows: 0, columns: 0, cells: 0 };
  let rowFilled = false;
  let inCell = false;
  let cellFilled = false;
  let cellColumn = 0;
  let lastColumn = 0;
  const endCell = () => {
    if (cellFilled) {
      shape.cells += 1;
      shape.columns = Math.max(shape.columns, cellColumn);
      rowFilled = true;
    }
    inCell = false;
    cellFilled = false;
  };
  const endRow = () => {
    if (inCell) endCell();
    if (rowFilled) shape.rows += 1;
    rowFilled = false;
    lastColumn = 0;
  };
  let at = xml.indexOf('<');
  while (at !== -1) {
    const closing = xml.charCodeAt(at + 1) === SLASH;
    const nameStart = at + (closing ? 2 : 1);
    let nameEnd = nameStart;
    while (nameEnd < xml.length && !isNameEnd(xml.charCodeAt(nameEnd))) nameEnd += 1;
    const end = xml.indexOf('>', nameEnd);
    if (end === -1) break;
    const name = xml.slice(nameStart, nameEnd);
    const local = name.slice(name.indexOf(':') + 1);
    const selfClosing = xml.charCodeAt(end - 1) === SLASH;
    if (local === 'row') {
      if (closing || selfClosing) endRow();
      else rowFilled = false;
    } else if (local === 'c') {
      if (closing) endCell();
      else {
        const reference = CELL_REFERENCE.exec(xml.slice(nameEnd, end));
        cellColumn = reference?.[1] ? columnNumber(reference[1]) : lastColumn + 1;
        lastColumn = cellColumn;
        inCell = true;
        cellFilled = false;
        if (selfClosing) endCell();
      }
    } else if (inCell && !closing && !selfClosing && (local === 'v' || local === 'is' || local === 'f')) {
      cellFilled = true;
    }
    if (stop(shape)) return shape;
    at = xml.indexOf('<', end + 1);
  }
  return shape;
}
