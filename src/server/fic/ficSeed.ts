import { seededRandom } from '../seededRandom';
import { FIC_CODES, type FicCode } from './ficCodes';
import { FIC_STATUSES, type FicKind, type FicStatus } from '../../contracts/fic';
import { FIC_KIND_DEFINITIONS } from './ficKinds';

/** One item of FIC: what an import turns into one activity. */
export interface FicItem {
  /** The item's id in FIC, kept as the activity's externalId (`FVI-4109`). */
  _id: string;
  number: string;
  tag: string;
  description: string;
  /** Discipline identifier (`ELE`); empty when FIC has none. */
  discipline: string;
  status: FicStatus;
  siteId: string;
  workorderid?: string;
  /** Imported by another system, into the project named. */
  importedIntoProject?: string;
  /** How FIC fails this item's import, when it does (a simulated fault of the seed). */
  fault?: FicCode;
}

/** One row of a FIC list: an FVI group (several items), or a single FVM or preservation order. */
export interface FicRow {
  _id: string;
  kind: FicKind;
  number: string;
  tag: string;
  description: string;
  discipline: string;
  status: FicStatus;
  siteId: string;
  items: FicItem[];
}

const DISCIPLINES = ['ELE', 'INS', 'MEC', 'TUB', 'CIV', 'AUT', 'TEL', 'CAL', 'EST', 'SEG', 'HVAC', 'PIN'];
const SYSTEMS = ['SIS', 'BMB', 'VLV', 'TQ', 'PSV', 'MOT', 'PNL', 'TRF', 'CMP', 'TC'];
const WORK = {
  fvi: ['Inspeção de montagem', 'Teste de continuidade', 'Verificação dimensional', 'Inspeção visual', 'Teste hidrostático', 'Pré-comissionamento'],
  fvm: ['Medição de isolamento', 'Medição de vibração', 'Medição de espessura', 'Medição de resistência de aterramento'],
  op: ['Preservação de motor', 'Preservação de válvula', 'Giro de eixo', 'Inspeção de pintura', 'Troca de dessecante'],
} as const;
const OTHER_SYSTEM_PROJECT = 'SAP-PM';

/** Faults of each kind and how often (one item in `every`), so each code of spec §8 shows in every site's lists. */
const FAULTS: Readonly<Record<FicKind, readonly { code: FicCode; every: number }[]>> = {
  fvi: [
    { code: FIC_CODES.withoutDiscipline, every: 41 },
    { code: FIC_CODES.dbItemMissing, every: 43 },
    { code: FIC_CODES.taskImportFailed, every: 47 },
  ],
  fvm: [
    { code: FIC_CODES.withoutDiscipline, every: 37 },
    { code: FIC_CODES.dbItemMissing, every: 53 },
  ],
  op: [
    { code: FIC_CODES.notFound, every: 31 },
    { code: FIC_CODES.fail, every: 37 },
    { code: FIC_CODES.orderTaskFailed, every: 41 },
    { code: FIC_CODES.orderActivityExists, every: 43 },
  ],
};
/** One item in this many was imported by another system (shown imported, refused with OP_ALREADY_IMPORTED). */
const IMPORTED_ELSEWHERE_EVERY = 29;
/** The first rows of every list import cleanly, so a demo (and a test) can start with them. */
const CLEAN_ROWS = 20;

function pick<T>(random: () => number, values: readonly T[]): T {
  return values[Math.floor(random() * values.length)] as T;
}

function faultOf(kind: FicKind, serial: number): FicCode | undefined {
  return FAULTS[kind].find((fault) => serial % fault.every === fault.every - 1)?.code;
}

function seedOf(siteId: string, kind: FicKind): number {
  let hash = 2166136261;
  for (const char of `${siteId}/${kind}`) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

/**
 * The rows FIC holds for one site and kind, the same on every call (seeded by site and
 * kind): thousands of them, made when first asked for (about 10 ms a list). `siteIndex`
 * moves the numbers of each site apart, so an external id names one item.
 */
export function seedFicRows(kind: FicKind, siteId: string, siteIndex: number): FicRow[] {
  const definition = FIC_KIND_DEFINITIONS[kind];
  const random = seededRandom(seedOf(siteId, kind));
  const rows: FicRow[] = [];
  let number = definition.firstNumber + siteIndex * 100_000;
  let serial = 0;
  for (let index = 0; index < definition.rows; index += 1) {
    const clean = index < CLEAN_ROWS;
    const count = definition.maxItemsPerRow === 1 ? 1 : 1 + Math.floor(random() * definition.maxItemsPerRow);
    const discipline = pick(random, DISCIPLINES);
    const status = pick(random, FIC_STATUSES);
    const system = pick(random, SYSTEMS);
    const work = pick(random, WORK[kind]);
    const items: FicItem[] = [];
    for (let part = 0; part < count; part += 1) {
      number += 1 + Math.floor(random() * 2);
      serial += 1;
      const tag = `${system}-${String(100 + Math.floor(random() * 900))}`;
      const fault = clean ? undefined : faultOf(kind, serial);
      const elsewhere = !clean && !fault && serial % IMPORTED_ELSEWHERE_EVERY === IMPORTED_ELSEWHERE_EVERY - 1;
      items.push({
        _id: `${definition.prefix}-${number}`,
        number: String(number),
        tag,
        description: `${work} - ${tag}`,
        discipline: fault === FIC_CODES.withoutDiscipline ? '' : discipline,
        status,
        siteId,
        ...(kind === 'op' ? { workorderid: `OS-${siteId}-${String(number)}` } : {}),
        ...(elsewhere ? { importedIntoProject: OTHER_SYSTEM_PROJECT } : {}),
        ...(fault && fault !== FIC_CODES.withoutDiscipline ? { fault } : {}),
      });
    }
    const first = items[0] as FicItem;
    rows.push({
      _id: kind === 'fvi' ? `FVIG-${siteId}-${String(index + 1).padStart(5, '0')}` : first._id,
      kind,
      number: kind === 'fvi' ? `G-${String(index + 1).padStart(5, '0')}` : first.number,
      tag: first.tag,
      description: kind === 'fvi' ? `${work} - ${system}` : first.description,
      discipline: first.discipline,
      status,
      siteId,
      items,
    });
  }
  return rows;
}
