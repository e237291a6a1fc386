#!/usr/bin/env node
/**
 * Writes the demo data of the field-work entities to fixtures/*.json: element,
 * element-import-history, commissionable-item, preservation-plan, preservation-plan-task,
 * digital-process, digital-process-instance and pendency.
 *
 * It reads the ids it points at from the fixtures other generators write (discipline,
 * classes, element-type, task, event, document-type, activity, activity-type, user,
 * project), so run it after them:
 *
 *   node scripts/fixtures-src/generate-reference-fixtures.mjs
 *   node scripts/fixtures-src/generate-fieldwork-fixtures.mjs
 *
 * Deterministic: a seeded generator, fixed dates, no clock. Plain JavaScript, no
 * dependencies. Each file is written atomically (a temporary file, then a rename).
 *
 * Choices the product leaves open (also in the README):
 * - element.tree is the readable path of the element in the hierarchy: the identifiers
 *   from the root down to the element itself, joined by ' / ' ("SIS-100 / SUB-100-01 /
 *   P-1001A"); sorting by it lists the hierarchy in order.
 * - element.status is the element's stage (PLANNED ... IN_OPERATION): the elementStatus of
 *   the type of the element's last concluded activity, else RECEIVED or ASSEMBLED.
 * - Ids are the creation second plus a hash of the record's natural key (element:P-1001A),
 *   so they never move when activity.json or other rows change.
 * - element.commissionableItemsCount counts the commissionable items whose elementId is
 *   the element; only elements whose type has commissionable items get some.
 * - pendency.classification is IMPEDITIVE or NON_IMPEDITIVE; a digital process instance
 *   counts its open (neither COMPLETED nor CANCELLED) pendencies of each kind.
 * - pendency.isInternal false marks pendencies received from the external system (source
 *   EXTERNAL_API, pendencyId set); the admin cannot change their status.
 * - At most one standard preservation plan per (discipline, class) pair.
 */
import { DEMO_PROJECT_ID, at, draws, hashedObjectIds, later, prng, readFixture, writeFixtures } from './fixtureKit.mjs';

const rand = prng(20240923);
const { pick, between, chance } = draws(rand);

// ---------------------------------------------------------------- what other fixtures hold

const disciplines = readFixture('discipline');
const classes = readFixture('classes');
const elementTypes = readFixture('element-type');
const tasks = readFixture('task');
const events = readFixture('event');
const documentTypes = readFixture('document-type');
const activities = readFixture('activity');
const activityTypes = readFixture('activity-type');
const users = readFixture('user');
const projects = readFixture('project');

if (!projects.some((p) => p._id === DEMO_PROJECT_ID)) throw new Error(`fixtures/project.json has no demo project ${DEMO_PROJECT_ID}`);

function indexBy(rows, key, what) {
  const map = new Map(rows.map((row) => [row[key], row]));
  return (value) => {
    const row = map.get(value);
    if (!row) throw new Error(`${what} "${value}" is not in the fixtures`);
    return row;
  };
}
const disciplineOf = indexBy(disciplines, 'identifier', 'discipline');
const classOf = indexBy(classes, 'identifier', 'class');
const elementTypeOf = indexBy(elementTypes, 'identifier', 'element type');
const taskOf = indexBy(tasks, 'description', 'task');
const eventOf = indexBy(events, 'name', 'event');
const documentTypeOf = indexBy(documentTypes, 'code', 'document type');
const activityTypeById = new Map(activityTypes.map((t) => [t._id, t]));

const projectUsers = users.filter((u) => (u.projects ?? []).includes(DEMO_PROJECT_ID) || u.projectId === DEMO_PROJECT_ID);
const hasRole = (user, role) => (user.roles ?? []).some((r) => r.name === role);
const fieldUsers = projectUsers.filter((u) => hasRole(u, 'USER') && !hasRole(u, 'READ_ONLY'));
const adminUsers = projectUsers.filter((u) => hasRole(u, 'ADMIN') || hasRole(u, 'PROJECT_ADMIN'));
if (fieldUsers.length < 3 || adminUsers.length < 1) throw new Error('fixtures/user.json: too few users of the demo project');
const fullName = (u) => `${u.firstName} ${u.lastName}`;

// ---------------------------------------------------------------- ids

/**
 * Ids are the creation second plus a hash of the record's natural key (`element:P-1001A`),
 * so they stay put when other rows or other fixtures change: the activity generator reads
 * element ids from fixtures/element.json. None may be an id another fixture holds.
 */
const objectId = hashedObjectIds(
  new Set(
    [disciplines, classes, elementTypes, tasks, events, documentTypes, activities, activityTypes, users, projects].flatMap((rows) =>
      rows.map((row) => row._id),
    ),
  ),
);

// ---------------------------------------------------------------- element

/*
 * The plant of the demo project: systems (SIS), subsystems (SUBSIS) and the tagged items
 * below them. The tags are those of the plant's activities; the activity generator
 * (scripts/fixtures.ts) reads these elements and points its activities at them by
 * elementId. Spare items in the warehouse have no parent yet.
 * [identifier, name, element type, class or null, discipline, parent or null]
 */
const ELEMENTS = [
  ['SIS-050', 'Sistema de estruturas e suportes', 'SIS', null, 'EST', null],
  ['SUB-050-01', 'Pipe racks das utilidades', 'SUBSIS', null, 'EST', 'SIS-050'],
  ['PR-8001', 'Pipe rack principal - módulo 1', 'ESTR-MET', 'PIPE-RACK', 'EST', 'SUB-050-01'],
  ['PR-8002', 'Pipe rack principal - módulo 2', 'ESTR-MET', 'PIPE-RACK', 'EST', 'SUB-050-01'],

  ['SIS-100', 'Sistema de água de resfriamento', 'SIS', null, 'MEC', null],
  ['SUB-100-01', 'Bombeamento de água de resfriamento', 'SUBSIS', null, 'MEC', 'SIS-100'],
  ['P-1001A', 'Bomba centrífuga de água de resfriamento', 'EQ-ROT', 'BBA-CENT', 'MEC', 'SUB-100-01'],
  ['M-1001A', 'Motor da bomba de água de resfriamento P-1001A', 'EQ-ELE', 'MOT-ELE', 'ELE', 'P-1001A'],
  ['P-1001B', 'Bomba centrífuga de água de resfriamento (reserva)', 'EQ-ROT', 'BBA-CENT', 'MEC', 'SUB-100-01'],
  ['M-1001B', 'Motor da bomba de água de resfriamento P-1001B', 'EQ-ELE', 'MOT-ELE', 'ELE', 'P-1001B'],
  ['BASE-P-1001', 'Base das bombas P-1001A/B', 'FUND', 'FUND-EQP', 'CIV', 'SUB-100-01'],
  ['PT-2101', 'Transmissor de pressão de descarga da P-1001A', 'INST-CAMPO', 'TP', 'INS', 'SUB-100-01'],
  ['L-4-AG-1002', 'Linha de água de resfriamento 4"', 'LINHA', 'LIN-UTIL', 'TUB', 'SUB-100-01'],
  ['XV-1003', 'Válvula de bloqueio da sucção da P-1001A', 'VALV', 'VLV-MAN', 'TUB', 'SUB-100-01'],
  ['SUB-100-02', 'Torre de resfriamento', 'SUBSIS', null, 'MEC', 'SIS-100'],
  ['VT-1501', 'Ventilador da torre de resfriamento', 'EQ-ROT', 'VENT-IND', 'MEC', 'SUB-100-02'],
  ['RED-1501', 'Redutor do ventilador VT-1501', 'EQ-ROT', 'REDUTOR', 'MEC', 'VT-1501'],
  ['M-1501', 'Motor do ventilador VT-1501', 'EQ-ELE', 'MOT-ELE', 'ELE', 'VT-1501'],
  ['SUB-100-03', 'Troca térmica', 'SUBSIS', null, 'CAL', 'SIS-100'],
  ['E-1301', 'Trocador de calor casco e tubo de água de resfriamento', 'EQ-EST', 'TC-CASCO', 'CAL', 'SUB-100-03'],
  ['TT-2102', 'Transmissor de temperatura de saída do E-1301', 'INST-CAMPO', 'TT', 'INS', 'SUB-100-03'],

  ['SIS-200', 'Sistema de ar comprimido', 'SIS', null, 'MEC', null],
  ['SUB-200-01', 'Compressão de ar', 'SUBSIS', null, 'ROT', 'SIS-200'],
  ['K-1201', 'Compressor de ar de instrumentos', 'EQ-ROT', 'COMP-AR', 'ROT', 'SUB-200-01'],
  ['M-1201', 'Motor do compressor de ar K-1201', 'EQ-ELE', 'MOT-ELE', 'ELE', 'K-1201'],
  ['SUB-200-02', 'Distribuição de ar de instrumentos', 'SUBSIS', null, 'TUB', 'SIS-200'],
  ['L-2-AI-1003', 'Linha de ar de instrumentos 2"', 'LINHA', 'LIN-UTIL', 'TUB', 'SUB-200-02'],

  ['SIS-300', 'Sistema de geração de vapor', 'SIS', null, 'CAL', null],
  ['SUB-300-01', 'Recuperação de condensado', 'SUBSIS', null, 'CAL', 'SIS-300'],
  ['V-1401', 'Vaso separador de condensado', 'EQ-EST', 'VASO-PRES', 'CAL', 'SUB-300-01'],
  ['PSV-2306', 'Válvula de segurança do vaso V-1401', 'VALV', 'PSV', 'INS', 'V-1401'],
  ['L-8-CQ-1004', 'Linha de condensado 8"', 'LINHA', 'LIN-UTIL', 'TUB', 'SUB-300-01'],
  ['SUB-300-02', 'Distribuição de vapor', 'SUBSIS', null, 'TUB', 'SIS-300'],
  ['L-6-VB-1001', 'Linha de vapor de baixa pressão 6"', 'LINHA', 'LIN-UTIL', 'TUB', 'SUB-300-02'],
  ['L-6-VB-1001-ISO', 'Isolamento térmico da linha L-6-VB-1001', 'LINHA', null, 'ISO', 'L-6-VB-1001'],
  ['FT-2304', 'Medidor de vazão de vapor de baixa pressão', 'INST-CAMPO', 'MED-VAZAO', 'INS', 'SUB-300-02'],
  ['FCV-2305', 'Válvula de controle de vazão de vapor', 'VALV', 'VLV-CTRL', 'INS', 'SUB-300-02'],
  ['SUB-300-03', 'Gás combustível das caldeiras', 'SUBSIS', null, 'PRC', 'SIS-300'],
  ['L-3-GN-1005', 'Linha de gás natural 3"', 'LINHA', 'LIN-PROC', 'TUB', 'SUB-300-03'],
  ['AT-2410', 'Analisador de H2S do gás combustível', 'INST-ANA', 'ANALIS-GAS', 'INS', 'SUB-300-03'],

  ['SIS-400', 'Sistema de água desmineralizada', 'SIS', null, 'CAL', null],
  ['SUB-400-01', 'Armazenamento e transferência de água desmineralizada', 'SUBSIS', null, 'CAL', 'SIS-400'],
  ['TQ-2201', 'Tanque de água desmineralizada', 'TANQUE', 'TQ-ARM', 'CAL', 'SUB-400-01'],
  ['TQ-2201-PIN', 'Pintura externa do tanque TQ-2201', 'TANQUE', null, 'PIN', 'TQ-2201'],
  ['LT-2203', 'Transmissor de nível do tanque TQ-2201', 'INST-CAMPO', 'TN', 'INS', 'TQ-2201'],
  ['P-2201', 'Bomba de transferência de água desmineralizada', 'EQ-ROT', 'BBA-CENT', 'MEC', 'SUB-400-01'],
  ['M-2201', 'Motor da bomba de transferência P-2201', 'EQ-ELE', 'MOT-ELE', 'ELE', 'P-2201'],

  ['SIS-500', 'Sistema elétrico de distribuição', 'SIS', null, 'ELE', null],
  ['SUB-500-01', 'Subestação SE-01', 'SUBSIS', null, 'SUB', 'SIS-500'],
  ['TR-5101', 'Transformador 13,8/0,48 kV da SE-01', 'EQ-ELE', 'TRAFO', 'SUB', 'SUB-500-01'],
  ['CCM-5102', 'Centro de controle de motores das utilidades', 'PAINEL', 'CCM', 'ELE', 'SUB-500-01'],
  ['CB-5110', 'Cabo de alimentação do CCM-5102', 'CABO', 'CABO-POT', 'ELE', 'SUB-500-01'],
  ['CUB-5104', 'Cubículo de entrada 13,8 kV da SE-01', 'PAINEL', 'CUB-MT', 'SUB', 'SUB-500-01'],
  ['SUB-500-02', 'Iluminação e tomadas', 'SUBSIS', null, 'ELE', 'SIS-500'],
  ['PN-5103', 'Painel de distribuição de iluminação', 'PAINEL', 'PNL-ELE', 'ELE', 'SUB-500-02'],
  ['SUB-500-03', 'Geração de emergência', 'SUBSIS', null, 'ELE', 'SIS-500'],
  ['GD-5001', 'Gerador diesel de emergência', 'EQ-ELE', 'GER-DSL', 'ELE', 'SUB-500-03'],
  ['BAT-5002', 'Banco de baterias do sistema de emergência', 'EQ-ELE', 'BAT', 'ELE', 'SUB-500-03'],

  ['SIS-600', 'Sistema de automação e controle', 'SIS', null, 'AUT', null],
  ['SUB-600-01', 'Controle das utilidades', 'SUBSIS', null, 'AUT', 'SIS-600'],
  ['CLP-3001', 'Controlador lógico programável das utilidades', 'PAINEL', 'CLP', 'AUT', 'SUB-600-01'],
  ['RIO-3002', 'Remota de I/O da casa de bombas', 'PAINEL', 'RIO', 'AUT', 'SUB-600-01'],

  ['SIS-700', 'Sistema de detecção de gás e chama', 'SIS', null, 'SEG', null],
  ['SUB-700-01', 'Detectores das utilidades', 'SUBSIS', null, 'SEG', 'SIS-700'],
  ['DG-6001', 'Detector de gás inflamável da casa de compressores', 'EQ-SEG', 'DET-GAS', 'SEG', 'SUB-700-01'],
  ['DC-6003', 'Detector de chama da caldeira', 'EQ-SEG', 'DET-CHAMA', 'INC', 'SUB-700-01'],

  ['SIS-800', 'Sistema de telecomunicações', 'SIS', null, 'TEL', null],
  ['SUB-800-01', 'Rede de dados', 'SUBSIS', null, 'TEL', 'SIS-800'],
  ['FO-4002', 'Backbone de fibra óptica da planta', 'CABO', 'FIBRA-OPT', 'TEL', 'SUB-800-01'],
  ['SUB-800-02', 'CFTV', 'SUBSIS', null, 'TEL', 'SIS-800'],
  ['CFTV-4001', 'Câmera de CFTV do portão principal', 'EQ-TEL', 'CFTV', 'TEL', 'SUB-800-02'],

  ['SIS-900', 'Sistema de ar condicionado', 'SIS', null, 'HVAC', null],
  ['SUB-900-01', 'Climatização da sala de controle', 'SUBSIS', null, 'HVAC', 'SIS-900'],
  ['UCA-7001', 'Unidade condicionadora de ar da sala de controle', 'EQ-ROT', 'UCA', 'HVAC', 'SUB-900-01'],

  // Spare items in the warehouse, not placed in the hierarchy yet.
  ['M-1001C', 'Motor reserva das bombas de água de resfriamento', 'EQ-ELE', 'MOT-ELE', 'ELE', null],
  ['FCV-2305-R', 'Válvula de controle reserva da FCV-2305', 'VALV', 'VLV-CTRL', 'INS', null],
  ['PT-2101-R', 'Transmissor de pressão reserva', 'INST-CAMPO', 'TP', 'INS', null],
];

/** Scope notes of the systems (the commissioning boundaries). */
const ELEMENT_DESCRIPTIONS = {
  'SIS-050': 'Pipe racks, plataformas e suportes metálicos que sustentam as linhas e bandejamentos das utilidades.',
  'SIS-100': 'Bombeamento, troca térmica e torre de resfriamento do circuito de água de resfriamento.',
  'SIS-200': 'Compressão, secagem e distribuição do ar de instrumentos e de serviço.',
  'SIS-300': 'Distribuição de vapor de baixa pressão, recuperação de condensado e gás combustível das caldeiras.',
  'SIS-400': 'Armazenamento e transferência da água desmineralizada para as caldeiras.',
  'SIS-500': 'Subestação SE-01, distribuição em baixa tensão, iluminação e geração de emergência.',
  'SIS-600': 'CLP das utilidades, remotas de I/O e integração com o supervisório.',
  'SIS-700': 'Detectores de gás inflamável e de chama das áreas de utilidades e caldeiras.',
  'SIS-800': 'Backbone de fibra óptica, rede de dados e CFTV da planta.',
  'SIS-900': 'Climatização e pressurização da sala de controle central.',
};

/** The live activities of an element: by elementId, or by tag for activities that have none. */
function activitiesOf(record) {
  return activities.filter((a) => a.isDeleted !== true && (a.elementId === record._id || (a.elementId === undefined && a.tag === record.identifier)));
}

/*
 * What depends on fixtures/activity.json draws from its own stream, so the main one, and
 * every date and choice it makes, is the same whatever the activities are.
 */
const statusRand = prng(20240924);
const COMPLETED_STATUSES = new Set([3, 4, 6, 7]);
/** The elementStatus of the last concluded activity; else spares are received, groups planned, the rest assembled. */
function elementStatusOf(record, isSpare, isGroup) {
  const done = activitiesOf(record)
    .filter((a) => COMPLETED_STATUSES.has(a.executionStatus))
    .sort((a, b) => Date.parse(a.plannedStartDate) - Date.parse(b.plannedStartDate))
    .map((a) => activityTypeById.get(a.activityTypeId)?.elementStatus)
    .filter(Boolean);
  if (done.length > 0) return done[done.length - 1];
  if (isGroup) return 'PLANNED';
  const draw = statusRand();
  if (isSpare) return draw < 0.5 ? 'PRESERVED' : 'RECEIVED';
  return draw < 1 / 3 ? 'RECEIVED' : 'ASSEMBLED';
}

const elementRows = ELEMENTS.map(([identifier, name, type, cls, disc, parent], i) => {
  const createdAt = at('2023-08-07T12:00:00Z', i * 0.6 + rand() * 0.3);
  const typeRow = elementTypeOf(type);
  const isGroup = type === 'SIS' || type === 'SUBSIS';
  const record = {
    _id: objectId(createdAt, `element:${identifier}`),
    identifier,
    name,
    ...(ELEMENT_DESCRIPTIONS[identifier] ? { description: ELEMENT_DESCRIPTIONS[identifier] } : {}),
    elementTypeId: typeRow._id,
    ...(cls ? { classId: classOf(cls)._id } : {}),
    disciplineId: disciplineOf(disc)._id,
    projectId: DEMO_PROJECT_ID,
    children: [],
    createdAt,
    updatedAt: at(createdAt, chance(0.4) ? 0 : between(5, 200) + rand()),
  };
  record.status = elementStatusOf(record, parent === null && !isGroup, isGroup);
  return { record, parent, cls, hasItems: typeRow.hasCommisionableItem === true };
});
const elementByIdentifier = new Map(elementRows.map((row) => [row.record.identifier, row]));
for (const row of elementRows) {
  if (row.parent === null) continue;
  const parent = elementByIdentifier.get(row.parent);
  if (!parent) throw new Error(`element ${row.record.identifier}: unknown parent ${row.parent}`);
  parent.record.children.push(row.record._id);
}
function treeOf(row) {
  const path = [];
  for (let node = row; node; node = node.parent === null ? undefined : elementByIdentifier.get(node.parent)) {
    path.unshift(node.record.identifier);
  }
  return path.join(' / ');
}
for (const row of elementRows) row.record.tree = treeOf(row);

// ---------------------------------------------------------------- commissionable-item

/** What gets tracked per element type (by the type's identifier); others get one main item. */
const ITEMS_BY_TYPE = {
  'EQ-ROT': ['Conjunto acionado', 'Selo mecânico', 'Acoplamento'],
  'EQ-ELE': ['Equipamento principal', 'Caixa de ligação'],
  'EQ-EST': ['Corpo do equipamento', 'Bocais e flanges'],
  PAINEL: ['Estrutura do painel', 'Barramentos', 'Circuitos de comando'],
  'INST-CAMPO': ['Instrumento', 'Tomadas de impulso'],
  'INST-ANA': ['Analisador', 'Sistema de amostragem'],
  VALV: ['Corpo da válvula', 'Atuador'],
  LINHA: ['Trecho de tubulação', 'Suportes da linha'],
  CABO: ['Lance de cabo'],
  'ESTR-MET': ['Estrutura metálica'],
  FUND: ['Bloco de fundação'],
  'EQ-SEG': ['Detector', 'Cabeamento de campo'],
  'EQ-TEL': ['Equipamento de campo'],
  TANQUE: ['Costado e teto', 'Bocais e acessórios'],
};
const elementTypeById = new Map(elementTypes.map((t) => [t._id, t]));

const commissionableItem = [];
for (const row of elementRows) {
  if (!row.hasItems || row.cls === null) continue;
  const typeIdentifier = elementTypeById.get(row.record.elementTypeId).identifier;
  const names = ITEMS_BY_TYPE[typeIdentifier] ?? ['Item principal'];
  const count = between(1, names.length);
  const received = row.record.status !== 'PLANNED';
  for (let k = 0; k < count; k += 1) {
    const createdAt = at(row.record.createdAt, between(1, 30) + rand());
    const isFic = chance(0.7);
    // Drawn whatever the status (which follows the activities), so the stream does not depend on them.
    const receivedDraw = chance(0.9);
    const identifier = `${row.record.identifier}-CI-${String(k + 1).padStart(2, '0')}`;
    commissionableItem.push({
      _id: objectId(createdAt, `commissionable-item:${identifier}`),
      identifier,
      description: `${names[k]} - ${row.record.identifier}`,
      elementId: row.record._id,
      isFic,
      received: receivedDraw && received,
      inconsistencyExternalSystem: isFic && chance(0.12),
      pendingToExternalUpdate: isFic && chance(0.18),
      createdAt,
    });
  }
}
for (const row of elementRows) {
  row.record.commissionableItemsCount = commissionableItem.filter((item) => item.elementId === row.record._id).length;
}

// ---------------------------------------------------------------- preservation-plan and its tasks

// [name, description, class, standard, [task description, warehouse, field, operation frequency (days)]]
const PLANS = [
  [
    'Preservação de motores elétricos',
    'Rotina padrão para motores de baixa tensão armazenados ou montados e ainda não energizados.',
    'MOT-ELE',
    true,
    [
      ['Inspeção visual', 30, 15, 0],
      ['Giro manual do eixo', 30, 15, 0],
      ['Teste de resistência de isolamento', 90, 60, 0],
    ],
  ],
  [
    'Preservação de motores elétricos - longo prazo',
    'Motores parados por mais de seis meses: inclui secagem e medição de isolamento mensal.',
    'MOT-ELE',
    false,
    [
      ['Inspeção visual', 15, 15, 0],
      ['Giro manual do eixo', 15, 7, 0],
      ['Teste de resistência de isolamento', 30, 30, 0],
      ['Aplicação de inibidor de corrosão', 90, 0, 0],
    ],
  ],
  [
    'Preservação de bombas centrífugas',
    'Bombas centrífugas no almoxarifado e em campo até a partida.',
    'BBA-CENT',
    true,
    [
      ['Inspeção visual', 30, 15, 0],
      ['Giro manual do eixo', 15, 7, 0],
      ['Verificação do nível de óleo lubrificante', 30, 15, 30],
      ['Aplicação de inibidor de corrosão', 90, 90, 0],
    ],
  ],
  [
    'Preservação de compressores de ar',
    'Compressores de ar de instrumentos até o comissionamento.',
    'COMP-AR',
    true,
    [
      ['Inspeção visual', 30, 15, 0],
      ['Giro manual do eixo', 15, 7, 0],
      ['Verificação do nível de óleo lubrificante', 30, 15, 30],
    ],
  ],
  [
    'Preservação de transformadores de potência',
    'Transformadores a óleo: nível, sílica gel e isolamento.',
    'TRAFO',
    true,
    [
      ['Inspeção visual', 30, 30, 90],
      ['Teste de rigidez dielétrica do óleo isolante', 180, 180, 365],
      ['Teste de resistência de isolamento', 90, 90, 0],
    ],
  ],
  [
    'Preservação de centros de controle de motores',
    'CCMs e painéis: aquecimento interno, vedação e limpeza.',
    'CCM',
    true,
    [
      ['Inspeção visual', 30, 15, 0],
      ['Verificação de torque das conexões elétricas', 0, 90, 180],
    ],
  ],
  [
    'Preservação de válvulas de controle',
    'Válvulas de controle com atuador pneumático.',
    'VLV-CTRL',
    true,
    [
      ['Inspeção visual', 30, 30, 0],
      ['Teste de curso da válvula de controle', 90, 60, 0],
      ['Aplicação de inibidor de corrosão', 90, 0, 0],
    ],
  ],
  [
    'Preservação de válvulas de controle - atmosfera marinha',
    'Variante para válvulas armazenadas em área descoberta próxima ao mar.',
    'VLV-CTRL',
    false,
    [
      ['Inspeção visual', 15, 15, 0],
      ['Aplicação de inibidor de corrosão', 30, 30, 0],
    ],
  ],
  [
    'Preservação de transmissores de pressão',
    'Transmissores de campo: vedação das entradas e tampas.',
    'TP',
    true,
    [
      ['Inspeção visual', 60, 30, 0],
      ['Verificação da instalação do instrumento', 0, 60, 0],
    ],
  ],
  [
    'Preservação de trocadores de calor',
    'Trocadores casco e tubo: inertização e inspeção de bocais.',
    'TC-CASCO',
    true,
    [
      ['Inspeção visual', 30, 30, 0],
      ['Aplicação de inibidor de corrosão', 90, 90, 0],
    ],
  ],
  ['Preservação de vasos de pressão', 'Vasos de pressão até o teste hidrostático.', 'VASO-PRES', false, [['Inspeção visual', 60, 30, 0]]],
  [
    'Preservação de geradores diesel',
    'Gerador de emergência: partida periódica e baterias.',
    'GER-DSL',
    true,
    [
      ['Inspeção visual', 30, 15, 30],
      ['Verificação do nível de óleo lubrificante', 30, 15, 15],
      ['Teste de partida e operação', 0, 30, 30],
    ],
  ],
];

const preservationPlan = [];
const preservationPlanTask = [];
const standardPlanOfClass = new Map();
PLANS.forEach(([name, description, cls, standard, planTasks], i) => {
  const classRow = classOf(cls);
  const createdAt = at('2023-09-04T13:00:00Z', i * 1.5 + rand());
  const plan = {
    _id: objectId(createdAt, `preservation-plan:${name}`),
    name,
    description,
    disciplineId: classRow.disciplineId,
    classId: classRow._id,
    isStandard: standard,
    createdAt,
    updatedAt: at(createdAt, chance(0.5) ? 0 : between(3, 90) + rand()),
  };
  if (standard) {
    if (standardPlanOfClass.has(classRow._id)) throw new Error(`two standard plans for class ${cls}`);
    standardPlanOfClass.set(classRow._id, plan._id);
  }
  preservationPlan.push(plan);
  planTasks.forEach(([task, warehouseFrequency, fieldFrequency, operationFrequency], k) => {
    preservationPlanTask.push({
      _id: objectId(at(createdAt, 0.01 * (k + 1)), `preservation-plan-task:${name}:${task}`),
      planId: plan._id,
      taskId: taskOf(task)._id,
      order: k + 1,
      warehouseFrequency,
      fieldFrequency,
      operationFrequency,
    });
  });
});
for (const row of elementRows) {
  const planId = row.record.classId && standardPlanOfClass.get(row.record.classId);
  if (planId) row.record.preservationPlanId = planId;
}

// ---------------------------------------------------------------- element-import-history

// [file, days after 2023-08-01, result, errors [line, identifier, message]]
const IMPORTS = [
  ['hierarquia_utilidades_rev0.xlsx', 0, 'FAILED', [[2, '', 'Planilha fora do modelo: a coluna "Tipo de elemento" não foi encontrada.']]],
  [
    'hierarquia_utilidades_rev0a.xlsx',
    1,
    'PARTIAL',
    [
      [14, 'P-1001C', 'Tipo de elemento "EQ-ROTATIVO" não encontrado.'],
      [27, 'L-6-VB-1001', 'Elemento pai "SUB-300-2" não encontrado.'],
      [41, 'TQ-2201', 'Identificador duplicado na planilha (linhas 40 e 41).'],
    ],
  ],
  ['hierarquia_utilidades_rev1.xlsx', 3, 'SUCCESS', []],
  ['eletrica_SE-01_rev0.xlsx', 22, 'SUCCESS', []],
  [
    'instrumentacao_area300_rev0.xlsx',
    35,
    'PARTIAL',
    [
      [8, 'FT-2304', 'Classe "MED-VAZ" não encontrada.'],
      [19, 'AT-2410', 'Disciplina "INSTR" não encontrada.'],
    ],
  ],
  ['instrumentacao_area300_rev1.xlsx', 36, 'SUCCESS', []],
  ['telecom_e_cftv_rev0.xlsx', 61, 'SUCCESS', []],
  ['deteccao_gas_chama_rev0.xlsx', 75, 'FAILED', [[1, '', 'Arquivo protegido por senha.']]],
  ['deteccao_gas_chama_rev0b.xlsx', 75.2, 'SUCCESS', []],
  ['sobressalentes_almoxarifado_rev0.xlsx', 140, 'PARTIAL', [[5, 'M-1001C', 'Elemento pai não informado: importado sem posição na hierarquia.']]],
  ['hierarquia_utilidades_rev2.xlsx', 305, null, []],
];

const elementImportHistory = IMPORTS.map(([fileName, days, result, errors]) => {
  const beginTime = at('2023-08-01T13:00:00Z', days + rand() * 0.3);
  const user = pick(adminUsers);
  const running = result === null;
  const endTime = running ? undefined : at(beginTime, (between(20, 400) + rand()) / 86400);
  const record = {
    _id: objectId(beginTime, `element-import-history:${fileName}`),
    fileName,
    fileUrl: `https://arquivos.certificare.com.br/importacoes/UTGCA/${fileName}`,
    projectId: DEMO_PROJECT_ID,
    userName: fullName(user),
    beginTime,
    ...(endTime ? { endTime } : {}),
    inProgressImporting: running,
    isValidating: false,
    isImporting: running,
    progressState: running ? 45 : 100,
    ...(result ? { lastImportingResult: result } : {}),
    lastImportingErrors: errors.map(([line, identifier, message]) => ({ line, ...(identifier ? { identifier } : {}), message })),
    isDeleted: false,
    createdAt: beginTime,
    updatedAt: endTime ?? at(beginTime, 0.01),
  };
  return record;
});

// ---------------------------------------------------------------- digital-process

/** A small BPMN 2.0 diagram: start, one user task per step in a row, end; with its DI. */
function bpmnOf(processKey, name, steps) {
  const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  const nodes = ['StartEvent_1', ...steps.map((s) => s.bpmnActivityId), 'EndEvent_1'];
  const flows = nodes.slice(1).map((target, k) => ({ id: `Flow_${k + 1}`, source: nodes[k], target }));
  const incoming = (id) => flows.filter((f) => f.target === id).map((f) => `      <bpmn:incoming>${f.id}</bpmn:incoming>`);
  const outgoing = (id) => flows.filter((f) => f.source === id).map((f) => `      <bpmn:outgoing>${f.id}</bpmn:outgoing>`);
  const x = (k) => (k === 0 ? 152 : 240 + (k - 1) * 160);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" id="Definitions_' +
      processKey +
      '" targetNamespace="http://bpmn.io/schema/bpmn">',
    `  <bpmn:process id="${processKey}" name="${escape(name)}" isExecutable="true">`,
    '    <bpmn:startEvent id="StartEvent_1" name="Início">',
    ...outgoing('StartEvent_1'),
    '    </bpmn:startEvent>',
  ];
  for (const step of steps) {
    lines.push(
      `    <bpmn:userTask id="${step.bpmnActivityId}" name="${escape(step.name)}">`,
      ...incoming(step.bpmnActivityId),
      ...outgoing(step.bpmnActivityId),
      '    </bpmn:userTask>',
    );
  }
  lines.push('    <bpmn:endEvent id="EndEvent_1" name="Fim">', ...incoming('EndEvent_1'), '    </bpmn:endEvent>');
  for (const f of flows) lines.push(`    <bpmn:sequenceFlow id="${f.id}" sourceRef="${f.source}" targetRef="${f.target}" />`);
  lines.push('  </bpmn:process>', '  <bpmndi:BPMNDiagram id="BPMNDiagram_1">', `    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="${processKey}">`);
  nodes.forEach((node, k) => {
    const isEvent = k === 0 || k === nodes.length - 1;
    const left = k === nodes.length - 1 ? x(k - 1) + 160 : x(k);
    const bounds = isEvent ? `x="${left}" y="102" width="36" height="36"` : `x="${left}" y="80" width="100" height="80"`;
    lines.push(`      <bpmndi:BPMNShape id="${node}_di" bpmnElement="${node}">`, `        <dc:Bounds ${bounds} />`, '      </bpmndi:BPMNShape>');
  });
  flows.forEach((f, k) => {
    const from = k === 0 ? x(0) + 36 : x(k) + 100;
    const to = k === flows.length - 1 ? x(k) + 160 : x(k + 1);
    lines.push(
      `      <bpmndi:BPMNEdge id="${f.id}_di" bpmnElement="${f.id}">`,
      `        <di:waypoint x="${from}" y="120" />`,
      `        <di:waypoint x="${to}" y="120" />`,
      '      </bpmndi:BPMNEdge>',
    );
  });
  lines.push('    </bpmndi:BPMNPlane>', '  </bpmndi:BPMNDiagram>', '</bpmn:definitions>', '');
  return lines.join('\n');
}

// [name, document type, class or null, [step name, [task descriptions]]]
const PROCESSES = [
  [
    'Tratamento de pendências de comissionamento',
    'LP',
    null,
    [
      ['Avaliação da pendência', ['Inspeção visual']],
      ['Execução da correção', ['Verificação de torque', 'Verificação de torque das conexões elétricas']],
      ['Verificação final', ['Inspeção visual', 'Verificação da documentação do fabricante (data book)']],
    ],
  ],
  [
    'Liberação de motor elétrico para partida',
    'CHK',
    'MOT-ELE',
    [
      ['Inspeção de montagem', ['Inspeção visual', 'Verificação de aterramento']],
      ['Testes elétricos', ['Teste de resistência de isolamento', 'Verificação de torque das conexões elétricas']],
      ['Partida a vazio', ['Verificação do sentido de rotação', 'Teste de funcionamento a vazio do motor']],
    ],
  ],
  [
    'Comissionamento de bomba centrífuga',
    'FVI',
    'BBA-CENT',
    [
      ['Verificações mecânicas', ['Verificação de alinhamento a laser', 'Verificação do nível de óleo lubrificante', 'Giro manual do eixo']],
      ['Partida e operação assistida', ['Teste de partida e operação', 'Medição de vibração']],
    ],
  ],
  [
    'Teste hidrostático de linha',
    'RTH',
    'LIN-UTIL',
    [
      ['Preparação', ['Verificação de juntas e estojos']],
      ['Pressurização e inspeção', ['Teste hidrostático']],
      ['Drenagem e limpeza', ['Limpeza e flushing da linha']],
    ],
  ],
  [
    'Calibração e teste de malha de transmissor',
    'CC',
    'TP',
    [
      ['Calibração em bancada', ['Calibração']],
      ['Montagem e teste de malha', ['Verificação da instalação do instrumento', 'Teste de malha', 'Verificação de alarmes no supervisório']],
    ],
  ],
  [
    'Preservação de equipamento em almoxarifado',
    'OP',
    null,
    [['Inspeção de preservação', ['Inspeção visual', 'Aplicação de inibidor de corrosão', 'Giro manual do eixo']]],
  ],
  // A template still being written: its last step has no task yet, so it cannot be instantiated.
  [
    'Aceitação de sistema para operação (rascunho)',
    'TAC',
    null,
    [
      ['Verificação de documentação', ['Verificação da documentação do fabricante (data book)']],
      ['Teste funcional integrado', ['Teste de intertravamento', 'Teste de comunicação com o sistema de controle']],
      ['Termo de entrega', []],
    ],
  ],
];

const hex = (digits) => Array.from({ length: digits }, () => Math.floor(rand() * 16).toString(16)).join('');
const digitalProcess = PROCESSES.map(([name, doc, cls, stepRows], i) => {
  const createdAt = at('2023-11-06T14:00:00Z', i * 4 + rand());
  const steps = stepRows.map(([stepName, taskNames], k) => ({
    _id: objectId(at(createdAt, 0.001 * (k + 1)), `digital-process-step:${name}:${k}`),
    name: stepName,
    bpmnActivityId: `Activity_${hex(7)}`,
    tasks: taskNames.map((t) => taskOf(t)._id),
  }));
  const processKey = `Process_${hex(7)}`;
  return {
    _id: objectId(createdAt, `digital-process:${name}`),
    name,
    documentTypeId: documentTypeOf(doc)._id,
    ...(cls ? { classId: classOf(cls)._id } : {}),
    xml: bpmnOf(processKey, name, steps),
    activities: steps.map((s) => ({ id: s.bpmnActivityId, name: s.name })),
    activitiesOrder: steps.map((s) => s.bpmnActivityId),
    steps,
    createdAt,
    updatedAt: at(createdAt, between(0, 60) + rand()),
  };
});
const processByName = new Map(digitalProcess.map((p) => [p.name, p]));

// ---------------------------------------------------------------- pendency

// [classification, name, discipline of the elements it fits, or null for any]
const PENDENCY_TEXTS = [
  ['IMPEDITIVE', 'Falta aterramento da carcaça', 'ELE'],
  ['NON_IMPEDITIVE', 'Placa de identificação do tag ausente', null],
  ['NON_IMPEDITIVE', 'Pintura de acabamento danificada no transporte', null],
  ['IMPEDITIVE', 'Parafusos de fixação da base sem torque registrado', 'MEC'],
  ['IMPEDITIVE', 'Certificado de calibração vencido', 'INS'],
  ['NON_IMPEDITIVE', 'Falta tampão nas tomadas de impulso', 'INS'],
  ['NON_IMPEDITIVE', 'Isolamento térmico incompleto nas curvas', 'ISO'],
  ['IMPEDITIVE', 'Vazamento pela gaxeta da válvula', 'TUB'],
  ['NON_IMPEDITIVE', 'Data book do fornecedor incompleto', 'CAL'],
  ['IMPEDITIVE', 'Alarme de alta vibração não configurado no supervisório', 'MEC'],
  ['NON_IMPEDITIVE', 'Cabos sem anilhas de identificação', 'ELE'],
  ['IMPEDITIVE', 'Suporte de tubulação faltante próximo ao bocal', 'TUB'],
  ['IMPEDITIVE', 'Guarda-corpo da plataforma de acesso não instalado', 'EST'],
  ['NON_IMPEDITIVE', 'Lâmpada de sinalização do painel queimada', 'ELE'],
  ['IMPEDITIVE', 'Falta selo corta-fogo na passagem de cabos', 'ELE'],
  ['NON_IMPEDITIVE', 'Relatório de teste hidrostático sem assinatura da fiscalização', 'TUB'],
  ['IMPEDITIVE', 'Nível de óleo do mancal abaixo do mínimo', 'MEC'],
  ['IMPEDITIVE', 'Proteção do acoplamento não instalada', 'MEC'],
  ['IMPEDITIVE', 'Detector sem teste de resposta com gás padrão', 'SEG'],
  ['NON_IMPEDITIVE', 'Filtros sujos após a montagem', 'HVAC'],
  ['IMPEDITIVE', 'Emenda de fibra com atenuação acima do limite', 'TEL'],
  ['IMPEDITIVE', 'Junta soldada sem ensaio não destrutivo registrado', 'TUB'],
  ['IMPEDITIVE', 'Válvula de segurança sem lacre após o ajuste', 'INS'],
  ['NON_IMPEDITIVE', 'Drenos de ponto baixo sem plugue', 'TUB'],
  ['NON_IMPEDITIVE', 'Diagrama elétrico não atualizado conforme construído', 'ELE'],
  ['NON_IMPEDITIVE', 'Chumbadores sem graute de acabamento', 'CIV'],
  ['IMPEDITIVE', 'Intertravamento de partida não testado', 'AUT'],
  ['NON_IMPEDITIVE', 'Falta etiqueta de preservação atualizada', null],
];
const EVENT_NAMES_BY_KIND = {
  IMPEDITIVE: [
    'Não conformidade aberta',
    'Falta de material',
    'Retrabalho de solda',
    'Inspeção de terceiros',
    'Mudança de projeto',
    'Aguardando documentação do fornecedor',
  ],
  NON_IMPEDITIVE: ['Visita do cliente', 'Auditoria de qualidade', 'Inspeção de terceiros', 'Aguardando documentação do fornecedor', 'Falta de material'],
};
const JUSTIFICATIONS = [
  'Evidência fotográfica anexada pela equipe de campo.',
  'Conferido com a fiscalização do cliente.',
  'Fornecedor confirmou a entrega do item faltante.',
  'Correção executada conforme procedimento.',
];
const CANCEL_REASONS = [
  'Pendência duplicada de outra já registrada.',
  'Item fora do escopo do contrato.',
  'Registrada no elemento errado; reaberta no elemento correto.',
];

/** A path of statuses from DRAFT to `final` along the allowed transitions. */
const STATUS_PATHS = {
  DRAFT: ['DRAFT'],
  AWAITING_EVALUATION: ['DRAFT', 'AWAITING_EVALUATION'],
  AWAITING_INFORMATION: ['DRAFT', 'AWAITING_EVALUATION', 'AWAITING_INFORMATION'],
  IN_PROGRESS: ['DRAFT', 'AWAITING_EVALUATION', 'IN_PROGRESS'],
  COMPLETED: ['DRAFT', 'AWAITING_EVALUATION', 'IN_PROGRESS', 'COMPLETED'],
  CANCELLED: ['DRAFT', 'AWAITING_EVALUATION', 'CANCELLED'],
};
const OPEN = new Set(['DRAFT', 'AWAITING_EVALUATION', 'AWAITING_INFORMATION', 'IN_PROGRESS']);

const leafRows = elementRows.filter(
  (row) => row.record.children.length === 0 && !['SIS', 'SUBSIS'].includes(elementTypeById.get(row.record.elementTypeId).identifier),
);
const disciplineById = new Map(disciplines.map((d) => [d._id, d]));

const pendency = [];
let publicSeq = 100;
let externalSeq = 310;
/**
 * One pendency on `elementRow` (and sometimes a neighbour). `origin` is ACTIVITY,
 * INSPECTION, DIGITAL_PROCESS or EXTERNAL_SYSTEM; `final` its current status.
 */
function addPendency({ elementRow, origin, final, createdAt }) {
  const disc = disciplineById.get(elementRow.record.disciplineId).identifier;
  const fitting = PENDENCY_TEXTS.filter(([, , d]) => d === null || d === disc);
  const [classification, text] = pick(fitting);
  const elements = [elementRow.record._id];
  if (chance(0.15)) {
    const sibling = pick(leafRows.filter((r) => r.parent === elementRow.parent && r !== elementRow));
    if (sibling) elements.push(sibling.record._id);
  }
  const eventIds = [eventOf(pick(EVENT_NAMES_BY_KIND[classification]))._id];
  if (chance(0.25)) {
    const other = eventOf(pick(EVENT_NAMES_BY_KIND[classification]))._id;
    if (!eventIds.includes(other)) eventIds.push(other);
  }
  const external = origin === 'EXTERNAL_SYSTEM';
  const user = pick(fieldUsers);
  const path = STATUS_PATHS[final];
  let date = createdAt;
  const statusHistory = path.map((status, k) => {
    if (k > 0) date = at(date, between(1, 12) + rand());
    const entry = { status, date };
    if (status === 'CANCELLED') entry.reasonForCancellation = pick(CANCEL_REASONS);
    if (status === 'COMPLETED' || (status === 'IN_PROGRESS' && chance(0.3))) entry.justification = pick(JUSTIFICATIONS);
    return entry;
  });
  const last = statusHistory[statusHistory.length - 1];
  const activity = activitiesOf(elementRow.record)[0];
  publicSeq += between(1, 3);
  const publicId = `PND-${String(publicSeq).padStart(6, '0')}`;
  const record = {
    _id: objectId(createdAt, `pendency:${publicId}`),
    publicId,
    name: `${text} - ${elementRow.record.identifier}`,
    classification,
    status: final,
    elements,
    assignedUser: user._id,
    events: eventIds,
    limitDate: at(createdAt.slice(0, 10) + 'T20:59:59.000Z', classification === 'IMPEDITIVE' ? between(7, 30) : between(20, 90)),
    disciplineId: elementRow.record.disciplineId,
    projectId: elementRow.record.projectId,
    ...(origin === 'ACTIVITY' && activity ? { activityId: activity._id } : {}),
    // A pendency raised on an activity belongs to the activity's contract (the scope tree's contract level).
    ...(origin === 'ACTIVITY' && activity?.contractId ? { contractId: activity.contractId } : {}),
    pendencyOrigin: { originType: origin === 'ACTIVITY' && !activity ? 'INSPECTION' : origin },
    isInternal: !external,
    source: external ? 'EXTERNAL_API' : 'CERTIFICARE',
    ...(external ? { pendencyId: `EXT-2024-${String((externalSeq += between(1, 7))).padStart(5, '0')}` } : {}),
    ...(last.justification ? { justification: last.justification } : {}),
    ...(last.reasonForCancellation ? { reasonForCancellation: last.reasonForCancellation } : {}),
    statusHistory,
    createdAt,
    updatedAt: later(last.date, createdAt),
  };
  pendency.push(record);
  return record;
}

const FINALS = [
  'DRAFT',
  'AWAITING_EVALUATION',
  'AWAITING_EVALUATION',
  'AWAITING_INFORMATION',
  'IN_PROGRESS',
  'IN_PROGRESS',
  'IN_PROGRESS',
  'COMPLETED',
  'COMPLETED',
  'COMPLETED',
  'CANCELLED',
];
const ORIGINS = ['ACTIVITY', 'ACTIVITY', 'INSPECTION', 'INSPECTION', 'EXTERNAL_SYSTEM'];
for (let i = 0; i < 48; i += 1) {
  addPendency({
    elementRow: pick(leafRows),
    origin: i % 9 === 4 ? 'EXTERNAL_SYSTEM' : pick(ORIGINS.slice(0, 4)),
    final: pick(FINALS),
    createdAt: at('2024-02-05T11:00:00Z', i * 5.5 + rand() * 4),
  });
}

// ---------------------------------------------------------------- digital-process-instance

// [process, element identifier, status, days after 2024-03-04]
const INSTANCES = [
  ['Liberação de motor elétrico para partida', 'M-1001A', 'COMPLETED', 0],
  ['Liberação de motor elétrico para partida', 'M-1001B', 'IN_PROGRESS', 12],
  ['Liberação de motor elétrico para partida', 'M-1201', 'IN_PROGRESS', 40],
  ['Liberação de motor elétrico para partida', 'M-1501', 'NOT_STARTED', 150],
  ['Comissionamento de bomba centrífuga', 'P-1001A', 'COMPLETED', 20],
  ['Comissionamento de bomba centrífuga', 'P-1001B', 'IN_PROGRESS', 55],
  ['Comissionamento de bomba centrífuga', 'P-2201', 'CANCELLED', 70],
  ['Comissionamento de bomba centrífuga', 'P-2201', 'NOT_STARTED', 160],
  ['Teste hidrostático de linha', 'L-6-VB-1001', 'COMPLETED', 30],
  ['Teste hidrostático de linha', 'L-4-AG-1002', 'IN_PROGRESS', 90],
  ['Teste hidrostático de linha', 'L-2-AI-1003', 'IN_PROGRESS', 110],
  ['Calibração e teste de malha de transmissor', 'PT-2101', 'IN_PROGRESS', 65],
  ['Tratamento de pendências de comissionamento', 'CCM-5102', 'IN_PROGRESS', 100],
  ['Tratamento de pendências de comissionamento', 'TR-5101', 'COMPLETED', 45],
  ['Preservação de equipamento em almoxarifado', 'M-1001C', 'IN_PROGRESS', 130],
  ['Preservação de equipamento em almoxarifado', 'FCV-2305-R', 'NOT_STARTED', 170],
];
/** Pendency statuses an instance's pendencies may have, by the instance's status. */
const PENDENCY_FINALS_BY_INSTANCE = {
  COMPLETED: ['COMPLETED', 'COMPLETED', 'CANCELLED'],
  IN_PROGRESS: ['AWAITING_EVALUATION', 'IN_PROGRESS', 'IN_PROGRESS', 'AWAITING_INFORMATION', 'COMPLETED'],
  CANCELLED: ['CANCELLED'],
};

/**
 * The steps of an instance, as instantiation makes them (one per template step, its tasks),
 * with statuses that tell the instance's story: a completed instance completed every step,
 * one in progress is at a step past the first ones, a cancelled one stopped at its second
 * step. The instance's pendencies sit on its current (or last) step. No random draw, so the
 * other fixtures do not move.
 */
function instanceSteps(process, executionStatus, days, pendencyIds) {
  const steps = process.steps ?? [];
  const current = { COMPLETED: steps.length - 1, IN_PROGRESS: days % steps.length, CANCELLED: Math.min(1, steps.length - 1), NOT_STARTED: 0 }[executionStatus];
  const statusAt = (index) => {
    if (executionStatus === 'COMPLETED') return 'COMPLETED';
    if (executionStatus === 'NOT_STARTED') return 'NOT_STARTED';
    if (index < current) return 'COMPLETED';
    if (index === current) return executionStatus;
    return executionStatus === 'CANCELLED' ? 'CANCELLED' : 'NOT_STARTED';
  };
  return steps.map((step, index) => ({
    _id: step._id,
    bpmnActivityId: step.bpmnActivityId,
    name: step.name,
    order: index,
    status: statusAt(index),
    tasks: [...(step.tasks ?? [])],
    pendencies: index === current ? pendencyIds : [],
  }));
}

const digitalProcessInstance = INSTANCES.map(([processName, identifier, executionStatus, days]) => {
  const process = processByName.get(processName);
  const elementRow = elementByIdentifier.get(identifier);
  if (!process || !elementRow) throw new Error(`instance of ${processName} on ${identifier}: unknown process or element`);
  const createdAt = at('2024-03-04T12:00:00Z', days + rand());
  const pendencies =
    executionStatus === 'NOT_STARTED'
      ? []
      : Array.from({ length: between(1, 3) }, (_, k) =>
          addPendency({
            elementRow,
            origin: 'DIGITAL_PROCESS',
            final: pick(PENDENCY_FINALS_BY_INSTANCE[executionStatus]),
            createdAt: at(createdAt, 1 + k * 3 + rand()),
          }),
        );
  const open = pendencies.filter((p) => OPEN.has(p.status));
  const lastChange = pendencies.reduce((latest, p) => later(p.updatedAt, latest), createdAt);
  return {
    _id: objectId(createdAt, `digital-process-instance:${processName}:${identifier}:${days}`),
    name: `${processName} - ${identifier}`,
    digitalProcessId: process._id,
    elementId: elementRow.record._id,
    projectId: elementRow.record.projectId,
    executionStatus,
    impeditivePendenciesCount: open.filter((p) => p.classification === 'IMPEDITIVE').length,
    nonImpeditivePendenciesCount: open.filter((p) => p.classification === 'NON_IMPEDITIVE').length,
    pendencies: pendencies.map((p) => p._id),
    steps: instanceSteps(
      process,
      executionStatus,
      days,
      pendencies.map((p) => p._id),
    ),
    createdAt,
    updatedAt: executionStatus === 'NOT_STARTED' ? createdAt : at(lastChange, between(0, 5) + rand()),
  };
});
pendency.sort((a, b) => a.publicId.localeCompare(b.publicId));

// ---------------------------------------------------------------- element: the fifth level

/*
 * Sensors mounted on the motors: a fifth level below system, subsystem, equipment and
 * motor, so the tree has a deep path to open. Added last, from a stream of their own,
 * so every record drawn before stays as it was; they have no items or pendencies yet.
 * [identifier, name, element type, class, discipline, parent]
 */
const FIFTH_LEVEL = [
  ['TE-1001A', 'Sensor de temperatura do enrolamento do motor M-1001A', 'INST-CAMPO', 'TT', 'INS', 'M-1001A'],
  ['TE-1001B', 'Sensor de temperatura do enrolamento do motor M-1001B', 'INST-CAMPO', 'TT', 'INS', 'M-1001B'],
  ['TE-1201', 'Sensor de temperatura dos mancais do motor M-1201', 'INST-CAMPO', 'TT', 'INS', 'M-1201'],
];
const fifthRand = prng(20240925);
for (const [identifier, name, type, cls, disc, parentTag] of FIFTH_LEVEL) {
  const parent = elementByIdentifier.get(parentTag);
  if (!parent) throw new Error(`element ${identifier}: unknown parent ${parentTag}`);
  const createdAt = at(parent.record.createdAt, 20 + fifthRand() * 30);
  const record = {
    _id: objectId(createdAt, `element:${identifier}`),
    identifier,
    name,
    elementTypeId: elementTypeOf(type)._id,
    classId: classOf(cls)._id,
    disciplineId: disciplineOf(disc)._id,
    projectId: DEMO_PROJECT_ID,
    children: [],
    createdAt,
    updatedAt: createdAt,
    commissionableItemsCount: 0,
  };
  record.status = fifthRand() < 0.5 ? 'RECEIVED' : 'ASSEMBLED';
  const row = { record, parent: parentTag, cls, hasItems: false };
  elementRows.push(row);
  elementByIdentifier.set(identifier, row);
  parent.record.children.push(record._id);
  record.tree = treeOf(row);
}

// ---------------------------------------------------------------- checks and output

/** Keys in the schema's order, so the JSON reads like the show page. */
const ELEMENT_KEYS = [
  '_id',
  'identifier',
  'name',
  'description',
  'elementTypeId',
  'classId',
  'disciplineId',
  'projectId',
  'status',
  'preservationPlanId',
  'children',
  'tree',
  'commissionableItemsCount',
  'createdAt',
  'updatedAt',
];
const element = elementRows.map(({ record }) =>
  Object.fromEntries(
    ELEMENT_KEYS.filter((key) => record[key] !== undefined && !(key === 'children' && record.children.length === 0)).map((key) => [key, record[key]]),
  ),
);

if (!pendency.some((p) => p.isInternal === false)) throw new Error('no external pendency: the permission rule has nothing to show');
if (new Set(pendency.map((p) => p.publicId)).size !== pendency.length) throw new Error('duplicate pendency publicId');
const pairs = new Set();
for (const plan of preservationPlan.filter((p) => p.isStandard)) {
  const key = `${plan.disciplineId}/${plan.classId}`;
  if (pairs.has(key)) throw new Error(`two standard plans for ${key}`);
  pairs.add(key);
}

const out = {
  element,
  'element-import-history': elementImportHistory,
  'commissionable-item': commissionableItem,
  'preservation-plan': preservationPlan,
  'preservation-plan-task': preservationPlanTask,
  'digital-process': digitalProcess,
  'digital-process-instance': digitalProcessInstance,
  pendency,
};
writeFixtures(out);
