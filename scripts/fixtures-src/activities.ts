import {
  COMMENTS,
  DOC_BY_TYPE,
  FAMILIES,
  FLUIDS,
  FREE_TASKS,
  INSTRUCTIONS,
  JUSTIFICATIONS,
  MEDIA_NAMES,
  PLACES,
  READINGS,
  SERVICES,
  TYPE_WEIGHTS,
} from './activityTables';
import { createRandom, type Random } from './random';
import type { ReferenceData } from './referenceData';

export type FixtureRecord = Record<string, unknown>;

export interface GenerateOptions {
  /** How many activities. */
  count: number;
  seed: number;
  /** Called every 1 % or so with the number of activities made so far. */
  onProgress?: (done: number) => void;
}

export interface GeneratedActivities {
  activities: FixtureRecord[];
  /** The activity-task records; each activity's `tasks` lists the ids of its own. */
  activityTasks: FixtureRecord[];
  /** What was left out for want of reference data, for the user. */
  notes: string[];
}

/** The thing an activity is done on: an element of the fixtures, or made up for volume. */
interface Equipment {
  tag: string;
  description: string;
  disciplineId?: string;
  elementId?: string;
  projectId?: string;
  place: string;
  children: { _id: string; identifier: string }[];
}

type ActivityType = ReferenceData['activityTypes'][number];
type Task = ReferenceData['tasks'][number];

const DAY = 86_400_000;
/** Activities are generated over about two years, up to this fixed "now" (no clock: deterministic). */
const FIRST_DAY = Date.parse('2024-01-08T11:00:00.000Z');
const SPAN_DAYS = 700;
const NOW = Date.parse('2026-01-30T18:00:00.000Z');
/** Statuses whose task carries a justification. */
const JUSTIFIED = new Set([1, 4, 5, 7, 8, 10, 11]);
/** Activities per piece of equipment, on average, once the fixtures' elements are used up. */
const PER_EQUIPMENT = 4;

/** ISO text of `time`, whole seconds, never past NOW. */
function iso(time: number): string {
  return new Date(Math.floor(Math.min(time, NOW) / 1000) * 1000).toISOString();
}

/** Task statuses that add up to the activity's status (the reference generator's rule). */
function taskStatusesFor(executionStatus: number, count: number): number[] {
  const each = (make: (index: number) => number) => Array.from({ length: count }, (_, index) => make(index));
  switch (executionStatus) {
    case 0:
    case 12:
      return each(() => 0);
    case 1:
      return each((index) => (index === 0 ? 1 : 0));
    case 2:
    case 13:
    case 14: {
      const done = Math.max(1, Math.floor(count / 2));
      return each((index) => (index < done ? 3 : index === done ? 2 : 0));
    }
    case 4:
      return each((index) => (index === count - 1 ? 4 : 3));
    case 7:
      return each((index) => (index === count - 1 ? 7 : 6));
    case 8:
      return each((index) => (index === 0 ? 8 : 6));
    default:
      return each(() => executionStatus);
  }
}

function placeOf(element: ReferenceData['elements'][number], random: Random, bySystem: Map<string, string>): string {
  const system = element.tree?.split(' / ')[0] ?? element.identifier;
  let place = bySystem.get(system);
  if (!place) {
    place = random.pick(PLACES);
    bySystem.set(system, place);
  }
  return place;
}

/** The equipment: every element of the fixtures, then made-up tags until there are enough. */
function equipmentFor(refs: ReferenceData, count: number, random: Random): Equipment[] {
  const identifiers = new Map(refs.elements.map((element) => [element._id, element.identifier]));
  const bySystem = new Map<string, string>();
  const equipment: Equipment[] = refs.elements.map((element) => ({
    tag: element.identifier,
    description: element.name,
    elementId: element._id,
    place: placeOf(element, random, bySystem),
    children: element.children.flatMap((child) => {
      const identifier = identifiers.get(child);
      return identifier ? [{ _id: child, identifier }] : [];
    }),
    ...(element.disciplineId ? { disciplineId: element.disciplineId } : {}),
    ...(element.projectId ? { projectId: element.projectId } : {}),
  }));

  const wanted = Math.max(equipment.length, Math.ceil(count / PER_EQUIPMENT));
  interface Family {
    discipline?: ReferenceData['disciplines'][number];
    /** Piping: tagged by diameter and fluid instead of a prefix. */
    line: boolean;
    family: readonly [prefix: string, description: string];
  }
  const families = refs.disciplines.flatMap((discipline): Family[] =>
    discipline.identifier === 'TUB'
      ? [{ discipline, line: true, family: ['L', 'Linha'] }]
      : (FAMILIES[discipline.identifier] ?? []).map((family) => ({ discipline, line: false, family })),
  );
  const fallbackFamilies: Family[] = families.length > 0 ? families : [{ line: false, family: ['EQ', 'Equipamento'] }];
  const tags = new Set(equipment.map((item) => item.tag));
  while (equipment.length < wanted) {
    const { discipline, line, family } = random.pick(fallbackFamilies);
    const area = random.between(1, 9);
    let tag: string;
    let description: string;
    if (line) {
      const [code, fluid] = random.pick(FLUIDS);
      const diameter = random.pick([1, 2, 3, 4, 6, 8, 10, 12, 16]);
      tag = `L-${diameter}-${code}-${area}${String(random.between(1, 999)).padStart(3, '0')}`;
      description = `Linha de ${fluid} ${diameter}"`;
    } else {
      tag = `${family[0]}-${area}${random.between(0, 9)}${String(random.between(1, 99)).padStart(2, '0')}${random.pick(['A', 'B', '', ''])}`;
      description = `${family[1]} ${random.pick(SERVICES)}`;
    }
    if (tags.has(tag)) continue;
    tags.add(tag);
    equipment.push({
      tag,
      description,
      place: random.pick(PLACES),
      children: [],
      ...(discipline ? { disciplineId: discipline._id } : {}),
    });
  }
  return equipment;
}

/** Picks each discipline's tasks in turn, so every task that may be linked ends up in some activity. */
function taskPicker(refs: ReferenceData) {
  const linkable = refs.tasks.filter((task) => task.status === 1 && !FREE_TASKS.has(task.description));
  const byDiscipline = new Map<string, Task[]>();
  for (const task of linkable) byDiscipline.set(task.disciplineId, [...(byDiscipline.get(task.disciplineId) ?? []), task]);
  const next = new Map<string, number>();
  return (disciplineId: string | undefined, count: number): Task[] => {
    const key = disciplineId !== undefined && byDiscipline.has(disciplineId) ? disciplineId : '';
    const pool = key === '' ? linkable : byDiscipline.get(key)!;
    const chosen: Task[] = [];
    for (let k = 0; k < Math.min(count, pool.length); k += 1) {
      const index = (next.get(key) ?? 0) % pool.length;
      next.set(key, index + 1);
      chosen.push(pool[index]!);
    }
    return chosen.sort((a, b) => a.order - b.order);
  };
}

/** A status of the type, weighted toward not started, in progress and completed (0, 2, 3). */
function statusFor(type: ActivityType | undefined, planned: number, random: Random): number {
  const states = type?.states.length
    ? type.states
    : [
        { status: 0, conclusive: false },
        { status: 2, conclusive: false },
        { status: 3, conclusive: true },
      ];
  const first = states[0]!.status;
  if (planned > NOW) return states.some((state) => state.status === 1) && random.chance(0.08) ? 1 : first;
  return random.weighted(
    states.map((state): [number, number] => [
      state.status,
      state.status === 0 ? 30 : state.status === 2 ? 24 : state.status === 3 ? 30 : state.status === first ? 20 : state.conclusive ? 5 : 4,
    ]),
  );
}

/**
 * Generates `count` activities and their activity-task records over the reference data
 * `refs`, deterministically from `seed`. Records follow schemas/activity.schema.json and
 * schemas/activity-task.schema.json, and every id they hold is one of `refs` or of each
 * other. References whose fixture is missing are left out and named in `notes`.
 */
export function generateActivities(refs: ReferenceData, { count, seed, onProgress }: GenerateOptions): GeneratedActivities {
  const random = createRandom(seed);
  const notes = refs.missing.map((file) => `${file} not found: activities are generated without the references it would give.`);
  const equipment = equipmentFor(refs, count, random);
  const pickTasks = taskPicker(refs);
  const documentTypeId = new Map(refs.documentTypes.map((type) => [type.code, type._id]));
  const typeWeights = refs.activityTypes.map((type, order): [{ type: ActivityType; order: number }, number] => [{ type, order }, TYPE_WEIGHTS[type.name] ?? 2]);
  const userName = (user: ReferenceData['users'][number]) => `${user.firstName} ${user.lastName}`;
  const demoProject = refs.projects[0];
  const projectWeights = refs.projects.map((project, index): [string, number] => [project._id, index === 0 ? 70 : 30 / Math.max(1, refs.projects.length - 1)]);
  let fvi = 4100;
  let fvm = 860;
  let op = 15200;
  let excel = 10;
  let workOrder = 20000;

  const activities: FixtureRecord[] = [];
  const activityTasks: FixtureRecord[] = [];
  const per = Math.floor(count / equipment.length);
  const extra = count % equipment.length;
  const progressStep = Math.max(1, Math.floor(count / 100));

  for (const [index, item] of equipment.entries()) {
    const howMany = per + (index < extra ? 1 : 0);
    if (howMany === 0) continue;
    // One equipment goes through its activities in lifecycle order (the fixture's type order).
    const types: (ActivityType | undefined)[] = typeWeights.length
      ? random
          .sample(typeWeights, Math.min(howMany, typeWeights.length))
          .sort((a, b) => a.order - b.order)
          .map((entry) => entry.type)
      : [undefined];
    // Steps are up to 40 days apart: start early enough for the last one to fall within the span.
    const firstGeneration = FIRST_DAY + random.next() * Math.max(0, SPAN_DAYS - howMany * 40) * DAY;

    for (let step = 0; step < howMany; step += 1) {
      const type = types[step % types.length];
      const generation = firstGeneration + step * random.between(10, 40) * DAY + random.between(0, 10) * 3_600_000;
      const planned = generation + random.between(3, 60) * DAY + random.between(0, 8) * 3_600_000;
      const executionStatus = statusFor(type, planned, random);
      const notStarted = executionStatus === (type?.states[0]?.status ?? 0);
      // Work still going on was touched lately: spread over the last three days, not all at "now".
      const latest = NOW - random.between(0, 72 * 3600) * 1000;
      const lastUpdated = Math.min(
        notStarted
          ? generation + random.between(0, 5) * DAY + random.between(1, 36_000) * 1000
          : planned + random.between(1, 90) * DAY + random.between(0, 36_000) * 1000,
        latest,
      );

      const docCode = type ? (DOC_BY_TYPE[type.name] ?? 'CHK') : 'CHK';
      const fromFic = ['FVI', 'FVM', 'OP'].includes(docCode) && random.chance(0.9);
      const origin = fromFic ? docCode : 'MANUAL';
      const source = fromFic ? (random.chance(0.85) ? 'FIC' : 'EXCEL') : random.chance(0.85) ? 'CERTIFICARE' : 'EXCEL';
      const projectId = item.projectId ?? (projectWeights.length ? random.weighted(projectWeights) : undefined);
      const project = refs.projects.find((candidate) => candidate._id === projectId) ?? demoProject;
      const id = random.objectId(iso(generation));

      const record: FixtureRecord = {
        _id: id,
        description: type ? `${type.name} - ${item.tag}` : `Atividade - ${item.tag}`,
        tag: item.tag,
        tagDescription: item.description,
        executionStatus,
        source,
        origin,
      };
      if (source === 'FIC') {
        if (origin === 'FVI') {
          fvi += random.between(1, 9);
          record.externalId = `FVI-${fvi}`;
          record.fviNumber = String(fvi);
        } else if (origin === 'FVM') record.externalId = `FVM-${(fvm += random.between(1, 9))}`;
        else record.externalId = `OP-${(op += random.between(1, 40))}`;
      } else if (source === 'EXCEL') {
        record.externalId = `XLS-${new Date(generation).getUTCFullYear()}-${String((excel += 1)).padStart(5, '0')}`;
      }
      if (fromFic) {
        record.itemStatus = random.weighted([
          ['LIBEXEC', 60],
          ['NOVAPRV', 25],
          ['ARECEB', 15],
        ]);
        record.documentType = docCode;
        if (origin === 'OP') {
          record.type = 'OP';
          record.workorderid = `OS-${new Date(generation).getUTCFullYear()}-${(workOrder += random.between(1, 7))}`;
        } else if (origin === 'FVM') record.type = 'VM';
        if (project?.ficSiteId) record.siteId = project.ficSiteId;
        record.orgid = 'PETROBRAS';
      }
      const docId = documentTypeId.get(docCode);
      if (docId) record.documentTypeId = docId;
      if (item.disciplineId) record.disciplineId = item.disciplineId;
      if (type) record.activityTypeId = type._id;
      if (item.elementId) record.elementId = item.elementId;
      if (projectId) record.projectId = projectId;
      // The scope tree's contract level keeps a contract's activities (projectScope.contractField).
      const contractId = projectId === project?._id ? project?.contract : undefined;
      if (contractId) record.contractId = contractId;
      record.place = item.place;
      record.generationDate = iso(generation);
      record.plannedStartDate = iso(planned);
      record.lastUpdated = iso(lastUpdated);

      // Only members of the activity's project (and its groups) are responsible for it.
      const members = refs.users.filter((user) => projectId !== undefined && user.projects.includes(projectId));
      const groups = refs.userGroups.filter((group) => group.projectId === projectId);
      const responsibles =
        members.length && random.chance(0.45)
          ? random.sample(
              members.map((user): [ReferenceData['users'][number], number] => [user, 1]),
              random.between(1, 2),
            )
          : [];
      if (responsibles.length) record.responsibles = responsibles.map((user) => user._id);
      if (groups.length && random.chance(0.3)) record.responsibleGroup = random.pick(groups)._id;
      if (random.chance(0.2)) {
        record.executionInstructions = random
          .sample(
            INSTRUCTIONS.map((text): [string, number] => [text, 1]),
            random.between(1, 2),
          )
          .map((description, k) => {
            const createdAt = iso(generation + (k + 1) * random.between(1, 48) * 3_600_000);
            return { _id: random.objectId(createdAt), description, createdAt };
          });
      }
      if (refs.users.length && random.chance(0.15)) {
        record.comments = Array.from({ length: random.between(1, 3) }, () => {
          const createdAt = iso(generation + random.next() * Math.max(DAY, lastUpdated - generation));
          const deleted = random.chance(0.05);
          return {
            _id: random.objectId(createdAt),
            activityId: id,
            comment: random.pick(COMMENTS),
            userName: userName(random.pick(refs.users)),
            createdAt,
            isDeleted: deleted,
            ...(deleted ? { reasonDeletingComments: 'Comentário registrado na atividade errada.' } : {}),
          };
        }).sort((a, b) => (a.createdAt < b.createdAt ? -1 : 1));
      }

      // The activity's tasks, each its own activity-task record.
      const chosen = pickTasks(item.disciplineId, random.between(1, 4));
      const statuses = taskStatusesFor(executionStatus, chosen.length);
      const taskIds: string[] = [];
      for (const [k, task] of chosen.entries()) {
        const status = statuses[k] ?? 0;
        const taskRecord: FixtureRecord = { _id: random.objectId(iso(generation + (k + 1) * 1000)), activityId: id, task: task._id, order: k + 1, status };
        // A task belongs to its activity's project (the API scopes both by it).
        if (projectId) taskRecord.projectId = projectId;
        if (contractId) taskRecord.contractId = contractId;
        const worker = responsibles[0] ?? (members.length && status !== 0 ? random.pick(members) : undefined);
        let touched = generation;
        if (status !== 0 && status !== 12) {
          const start = Math.min(planned + random.next() * Math.max(0, lastUpdated - planned) * 0.5, lastUpdated);
          const history: FixtureRecord[] = [];
          const entry = (entryStatus: number, date: number): FixtureRecord => ({
            status: entryStatus,
            date: iso(date),
            ...(worker ? { userId: worker._id, userName: userName(worker) } : {}),
            allowsExternalUpdate: fromFic,
            ...(JUSTIFIED.has(entryStatus) ? { justification: random.pick(JUSTIFICATIONS) } : {}),
          });
          if (status !== 1) history.push(entry(2, start));
          if (status !== 2) history.push(entry(status, start + random.next() * (lastUpdated - start)));
          taskRecord.statusHistory = history;
          touched = Date.parse(String(history[history.length - 1]!.date));
        }
        taskRecord.lastUpdated = iso(touched);
        if (JUSTIFIED.has(status)) {
          taskRecord.justification = random.pick(JUSTIFICATIONS);
          taskRecord.justificationDeleted = false;
        }
        const done = status >= 3 && status !== 9;
        if (done && random.chance(0.1))
          taskRecord.register = `Registro de campo: ${random.pick(READINGS)} na verificação de ${task.description.toLowerCase()}.`;
        if (done && random.chance(0.25)) {
          taskRecord.medias = Array.from({ length: random.between(1, 3) }, () => {
            const name = random.pick(MEDIA_NAMES).replace('{n}', String(random.between(1000, 9999)));
            return { mediaUrl: `https://arquivos.certificare.com.br/medias/${String(taskRecord._id)}/${name}`, originalMediaName: name };
          });
        }
        if (done && item.children.length) {
          taskRecord.elementChildrensValues = item.children
            .slice(0, 3)
            .map((child) => ({ elementId: child._id, element: child.identifier, value: random.pick(READINGS), isNotApplicable: random.chance(0.1) }));
        }
        if (refs.events.length && random.chance(0.06))
          taskRecord.events = random.sample(
            refs.events.map((event): [string, number] => [event._id, 1]),
            random.between(1, 2),
          );
        if (worker) taskRecord.responsibleId = worker._id;
        if (source === 'FIC' && typeof record.externalId === 'string')
          taskRecord.hrefFic = `https://fic.petrobras.com.br/${origin.toLowerCase()}/${record.externalId}`;
        if (random.chance(0.03))
          taskRecord.customHistory = [{ date: iso(touched), userName: worker ? userName(worker) : 'Sistema', description: 'Ordem das tarefas alterada.' }];
        activityTasks.push(taskRecord);
        taskIds.push(String(taskRecord._id));
      }
      record.tasks = taskIds;
      record.isDeleted = false;
      activities.push(record);
      if (onProgress && (activities.length % progressStep === 0 || activities.length === count)) onProgress(activities.length);
    }
  }

  if (refs.elements.length === 0 && !refs.missing.includes('element.json'))
    notes.push('element.json holds no element: activities get made-up tags and no elementId.');
  return { activities, activityTasks, notes };
}
