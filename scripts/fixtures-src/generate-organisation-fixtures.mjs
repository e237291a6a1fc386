#!/usr/bin/env node
/**
 * Writes the demo data of the organisation and access entities (program, project,
 * contract, scope, user-group, user, task-status) to fixtures/*.json. `user-approval`
 * reads fixtures/user.json too: it lists the users below without any project.
 *
 * Deterministic: a seeded generator, fixed dates, no clock. Run it again after editing
 * the tables below and commit the JSON it writes:
 *
 *   node scripts/fixtures-src/generate-organisation-fixtures.mjs
 *
 * Other fixtures point at these ids (projectId, responsibles, responsibleGroup). The
 * demo project and the admin user have fixed ids; every other table draws its ids and
 * dates from its own seeded stream, so a row added at the END of a table never moves an
 * existing id. Do not reorder rows or change a table's seed, start date or spacing.
 *
 * Plain JavaScript, no dependencies, so it runs before `npm install`.
 */
import { scryptSync } from 'node:crypto';
import { Buffer } from 'node:buffer';
import { DEMO_PROJECT_ID, prng, randomObjectIds, stampMaker, writeFixtures } from './fixtureKit.mjs';

/**
 * One id stream per table, each with its own seed: adding rows to one table (at its end)
 * never changes the ids of another table or of earlier rows.
 */
const usedIds = new Set();
const idStream = (seed) => randomObjectIds(prng(seed), usedIds);
/** Timestamps of row `index` of a table: created `spreadDays` apart, updated later (or never). */
const stampStream = (seed) => stampMaker(prng(seed), { unchanged: 0.35, maxDays: 90 });

/** The global administrator of the demo (username `admin`). */
const ADMIN_USER_ID = '65a0f3c2e4b0a1d2c3e4f601';

// ---------------------------------------------------------------- program

// [code, name, description]
const PROGRAMS = [
  ['GNE', 'Gás Natural e Energia', 'Unidades de processamento de gás natural, gasodutos e geração termelétrica.'],
  ['RPQ', 'Refino e Petroquímica', 'Ampliação e modernização de refinarias e plantas petroquímicas.'],
  ['EPO', 'Exploração e Produção Offshore', 'Plataformas do tipo FPSO e sistemas submarinos do pré-sal.'],
];
const programId = idStream(31001);
const programStamps = stampStream(31002);
const program = PROGRAMS.map(([code, name, description], i) => {
  const { createdAt, updatedAt } = programStamps('2022-09-05T12:00:00Z', i, 20);
  return { _id: programId(createdAt), code, name, description, createdAt, updatedAt };
});
const programByCode = Object.fromEntries(program.map((p) => [p.code, p]));

// ---------------------------------------------------------------- project

// [code, name, description, ficSiteId, program code, city]
const PROJECTS = [
  [
    'UTGCA',
    'UTGCA – Unidade de Tratamento de Gás de Caraguatatuba',
    'Comissionamento das unidades de tratamento de gás, utilidades e tocha da UTGCA.',
    'UTGCA',
    'GNE',
  ],
  ['ROTA3', 'Rota 3 – Gasoduto e UPGN de Itaboraí', 'Unidade de processamento de gás natural, gasoduto terrestre e estação de compressão.', 'UPGN-ITB', 'GNE'],
  [
    'RNEST-T2',
    'RNEST – Refinaria Abreu e Lima, Trem 2',
    'Segundo trem de refino: destilação atmosférica, coqueamento retardado e hidrotratamento.',
    'RNEST',
    'RPQ',
  ],
  [
    'REPLAN-HDT',
    'REPLAN – Nova Unidade de Hidrotratamento de Diesel',
    'Implantação da unidade de hidrotratamento de diesel S-10 e da unidade de geração de hidrogênio.',
    'REPLAN',
    'RPQ',
  ],
  [
    'FPSO-BZ8',
    'FPSO Búzios 8 – Integração e Comissionamento',
    'Integração dos módulos de topside e comissionamento a bordo da unidade do campo de Búzios.',
    'BZ8',
    'EPO',
  ],
  [
    'FPSO-MRL',
    'FPSO Mero 4 – Preservação e Comissionamento',
    'Preservação de equipamentos em estaleiro e comissionamento dos sistemas de processo.',
    'MRL4',
    'EPO',
  ],
];
const projectIdOf = idStream(31003);
const projectStamps = stampStream(31004);
const project = PROJECTS.map(([code, name, description, ficSiteId, programCode], i) => {
  const { createdAt, updatedAt } = projectStamps('2023-01-09T13:00:00Z', i, 9);
  const _id = i === 0 ? DEMO_PROJECT_ID : projectIdOf(createdAt);
  usedIds.add(_id);
  return { _id, code, name, description, ficSiteId, programId: programByCode[programCode]._id, createdAt, updatedAt };
});
const projectByCode = Object.fromEntries(project.map((p) => [p.code, p]));

// ---------------------------------------------------------------- contract

// [code, project code, name (object), company, start date, end date]
const CONTRACTS = [
  ['4600612345', 'UTGCA', 'Montagem eletromecânica e comissionamento da UTGCA', 'Consórcio Litoral Norte Montagens', '2023-02-01', '2025-12-31'],
  ['4600618802', 'UTGCA', 'Serviços de inspeção de equipamentos e integridade', 'Inspetech Engenharia de Inspeção Ltda.', '2023-04-15', '2025-06-30'],
  ['4600624410', 'ROTA3', 'Construção e montagem da UPGN de Itaboraí', 'Consórcio Itaboraí Gás', '2023-03-20', '2026-03-19'],
  [
    '4600631177',
    'RNEST-T2',
    'Montagem industrial das unidades de destilação e coqueamento',
    'Pernambuco Montagens Industriais S.A.',
    '2023-05-02',
    '2026-08-31',
  ],
  ['4600633905', 'RNEST-T2', 'Instrumentação, automação e telecomunicações', 'Automa Sistemas Industriais Ltda.', '2023-07-10', '2025-11-30'],
  ['4600640021', 'REPLAN-HDT', 'Engenharia, suprimento e construção da unidade de hidrotratamento', 'Consórcio Paulínia HDT', '2023-08-01', '2026-01-31'],
  ['4600652318', 'FPSO-BZ8', 'Integração de módulos e comissionamento a bordo', 'Estaleiro Atlântico Sul Offshore', '2023-10-16', '2026-06-30'],
  ['4600657764', 'FPSO-MRL', 'Preservação de equipamentos e comissionamento de sistemas', 'Navalmar Serviços Offshore Ltda.', '2024-01-08', '2026-12-31'],
];
const contractIdOf = idStream(31005);
const contractStamps = stampStream(31006);
const contract = CONTRACTS.map(([code, projectCode, name, company, startDate, endDate], i) => {
  const { createdAt, updatedAt } = contractStamps('2023-02-01T14:00:00Z', i, 11);
  return {
    _id: contractIdOf(createdAt),
    code,
    name,
    company,
    projectId: projectByCode[projectCode]._id,
    startDate,
    endDate,
    createdAt,
    updatedAt,
  };
});
// The project's main contract: its first one (placed after ficSiteId and programId).
project.forEach((p, i) => {
  const main = contract.find((c) => c.projectId === p._id);
  const { createdAt, updatedAt, ...rest } = p;
  project[i] = { ...rest, ...(main ? { contract: main._id } : {}), createdAt, updatedAt, active: true };
});
for (const p of project) projectByCode[p.code] = p;

// ---------------------------------------------------------------- scope

/*
 * The scope tree: a program (level 2), its projects (level 3), their contracts (level 4).
 * A node's _id is the id of the program, project or contract it stands for, so the
 * selected scope ids (Selected-Program-Id ...) are the entities' ids. `parentIds` lists
 * the ancestors from the top: a contract has [program, project].
 */
const scope = [];
for (const prg of program) {
  scope.push({ _id: prg._id, name: `${prg.code} - ${prg.name}`, level: 2, parentIds: [], createdAt: prg.createdAt, updatedAt: prg.updatedAt });
  for (const prj of project.filter((p) => p.programId === prg._id)) {
    scope.push({ _id: prj._id, name: prj.name, level: 3, parentIds: [prg._id], createdAt: prj.createdAt, updatedAt: prj.updatedAt });
    for (const ctr of contract.filter((c) => c.projectId === prj._id)) {
      scope.push({
        _id: ctr._id,
        name: `${ctr.code} – ${ctr.company}`,
        level: 4,
        parentIds: [prg._id, prj._id],
        createdAt: ctr.createdAt,
        updatedAt: ctr.updatedAt,
      });
    }
  }
}

// ---------------------------------------------------------------- user-group

// [key, name, description, project code]
const GROUPS = [
  ['ELE', 'Comissionamento Elétrico', 'Equipe de comissionamento de painéis, motores, subestações e cabos.', 'UTGCA'],
  ['INS', 'Comissionamento de Instrumentação', 'Testes de malha, calibração de instrumentos e automação.', 'UTGCA'],
  ['MEC', 'Mecânica e Tubulação', 'Testes hidrostáticos, limpeza de linhas e alinhamento de rotativos.', 'UTGCA'],
  ['QUA', 'Inspeção de Qualidade', 'Inspetores de qualidade que aprovam ou reprovam as atividades executadas.', 'UTGCA'],
  ['PRE', 'Preservação', 'Rotinas de preservação de equipamentos em campo e em almoxarifado.', 'UTGCA'],
  ['FIS', 'Fiscalização do Contrato', 'Fiscais do cliente que acompanham e liberam as entregas do contrato.', 'UTGCA'],
  ['PLN', 'Planejamento e Controle', 'Programação das atividades, acompanhamento de avanço e relatórios.', 'RNEST-T2'],
  ['OFF', 'Comissionamento Offshore', 'Equipe embarcada de comissionamento dos sistemas de topside.', 'FPSO-BZ8'],
];
const groupIdOf = idStream(31007);
const groupStamps = stampStream(31008);
const userGroup = GROUPS.map(([, name, description, projectCode], i) => {
  const { createdAt, updatedAt } = groupStamps('2023-02-20T15:00:00Z', i, 4);
  return { _id: groupIdOf(createdAt), name, description, projectId: projectByCode[projectCode]._id, createdAt, updatedAt };
});
const groupByKey = Object.fromEntries(GROUPS.map(([key], i) => [key, userGroup[i]._id]));

// ---------------------------------------------------------------- user

/** e-mail and username: lower case, no accents, dots between names. */
const fold = (text) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

// [firstName, lastName, email domain, roles, project codes, group keys, demo username]
// The first project listed is `projectId`, the project the user works in now.
// Users with no project wait for approval (resource user-approval).
// A demo username (and the admin) signs in with the password DEMO_PASSWORD; the other
// users have no password yet: their sign-in answers 'Account is not fully set up' until
// they set one through the reset link.
const USERS = [
  ['Administrador', 'Certificare', 'certificare.com.br', ['ADMIN'], ['UTGCA', 'ROTA3', 'RNEST-T2', 'REPLAN-HDT', 'FPSO-BZ8', 'FPSO-MRL'], []],
  ['Mariana', 'Albuquerque', 'certificare.com.br', ['ADMIN'], ['UTGCA', 'RNEST-T2', 'FPSO-BZ8'], []],
  ['Ricardo', 'Nogueira', 'litoralnorte.com.br', ['PROJECT_ADMIN'], ['UTGCA'], ['FIS', 'PLN']],
  ['Fernanda', 'Castro Lima', 'litoralnorte.com.br', ['PROJECT_ADMIN'], ['UTGCA', 'ROTA3'], ['QUA']],
  ['Thiago', 'Vasconcelos', 'pmisa.com.br', ['PROJECT_ADMIN'], ['RNEST-T2'], ['PLN']],
  ['Patrícia', 'Moura', 'consorciohdt.com.br', ['PROJECT_ADMIN'], ['REPLAN-HDT'], []],
  ['Eduardo', 'Sampaio', 'atlanticosul.com.br', ['PROJECT_ADMIN'], ['FPSO-BZ8', 'FPSO-MRL'], ['OFF']],
  ['João Pedro', 'Silva', 'litoralnorte.com.br', ['USER'], ['UTGCA'], ['ELE']],
  ['Ana Carolina', 'Souza', 'litoralnorte.com.br', ['USER'], ['UTGCA'], ['ELE', 'PRE']],
  ['Lucas', 'Oliveira', 'litoralnorte.com.br', ['USER'], ['UTGCA'], ['ELE']],
  ['Camila', 'Pereira', 'litoralnorte.com.br', ['USER'], ['UTGCA'], ['INS']],
  ['Rafael', 'Costa', 'litoralnorte.com.br', ['USER'], ['UTGCA', 'ROTA3'], ['INS']],
  ['Juliana', 'Rodrigues', 'litoralnorte.com.br', ['USER'], ['UTGCA'], ['MEC']],
  ['Bruno', 'Almeida', 'litoralnorte.com.br', ['USER'], ['UTGCA'], ['MEC', 'PRE']],
  ['Larissa', 'Fernandes', 'inspetech.com.br', ['USER'], ['UTGCA'], ['QUA']],
  ['Gustavo', 'Ribeiro', 'inspetech.com.br', ['USER'], ['UTGCA'], ['QUA']],
  ['Beatriz', 'Carvalho', 'litoralnorte.com.br', ['USER'], ['UTGCA'], ['PRE']],
  ['Felipe', 'Gomes', 'itaboraigas.com.br', ['USER'], ['ROTA3'], []],
  ['Aline', 'Martins', 'itaboraigas.com.br', ['USER'], ['ROTA3'], []],
  ['Rodrigo', 'Araújo', 'pmisa.com.br', ['USER'], ['RNEST-T2'], ['PLN']],
  ['Natália', 'Barbosa', 'automa.com.br', ['USER'], ['RNEST-T2'], []],
  ['Marcelo', 'Cavalcanti', 'pmisa.com.br', ['USER'], ['RNEST-T2'], []],
  ['Vanessa', 'Teixeira', 'consorciohdt.com.br', ['USER'], ['REPLAN-HDT'], []],
  ['Diego', 'Rocha', 'consorciohdt.com.br', ['USER'], ['REPLAN-HDT'], []],
  ['Priscila', 'Dias', 'atlanticosul.com.br', ['USER'], ['FPSO-BZ8'], ['OFF']],
  ['André', 'Monteiro', 'atlanticosul.com.br', ['USER'], ['FPSO-BZ8'], ['OFF']],
  ['Tatiane', 'Freitas', 'navalmar.com.br', ['USER'], ['FPSO-MRL'], []],
  ['Leonardo', 'Pinto', 'navalmar.com.br', ['USER'], ['FPSO-MRL'], []],
  ['Sérgio', 'Mendes', 'certificare.com.br', ['READ_ONLY'], ['UTGCA'], ['FIS']],
  ['Cláudia', 'Ramos', 'certificare.com.br', ['READ_ONLY'], ['UTGCA', 'RNEST-T2'], ['FIS']],
  ['Paulo Henrique', 'Lopes', 'certificare.com.br', ['READ_ONLY'], ['ROTA3'], []],
  ['Renata', 'Azevedo', 'certificare.com.br', ['READ_ONLY'], ['REPLAN-HDT', 'FPSO-MRL'], []],
  ['Fábio', 'Cardoso', 'litoralnorte.com.br', ['USER', 'READ_ONLY'], ['UTGCA'], ['MEC']],
  ['Gabriela', 'Santos', 'litoralnorte.com.br', ['USER'], [], []],
  ['Vinícius', 'Correia', 'itaboraigas.com.br', ['USER'], [], []],
  ['Isabela', 'Nunes', 'pmisa.com.br', ['USER'], [], []],
  ['Mateus', 'Farias', 'navalmar.com.br', ['USER'], [], []],
  ['Letícia', 'Batista', 'gmail.com', ['USER'], [], []],
  ['Otávio', 'Rezende', 'certificare.com.br', ['READ_ONLY'], [], []],
  ['Carolina', 'Machado', 'inspetech.com.br', ['USER'], ['UTGCA'], ['QUA', 'INS']],
  ['Paula', 'Administradora', 'certificare.com.br', ['PROJECT_ADMIN'], ['UTGCA', 'ROTA3'], ['FIS'], 'project-admin'],
  ['Rui', 'Leitor', 'certificare.com.br', ['READ_ONLY'], ['UTGCA'], [], 'read-only'],
  ['Marta', 'Membro', 'litoralnorte.com.br', ['USER'], ['UTGCA'], ['ELE'], 'member'],
  ['Nuno', 'Semprojeto', 'gmail.com', ['USER'], [], [], 'no-project'],
  // The two users offered the preview switch (src/shell/preview/previewMode.ts).
  ['Vera', 'Previa', 'certificare.com.br', ['ADMIN'], [], [], 'preview-admin'],
  ['Pedro', 'Previa', 'litoralnorte.com.br', ['USER'], ['UTGCA'], ['ELE'], 'preview-member'],
];

/** The password of every demo user (README, "Sign-in and roles"). */
const DEMO_PASSWORD = 'demo';
const passwordSalt = prng(31013);
/**
 * The stored form of src/server/auth/passwordHash.ts: `scrypt:N:r:p:salt:key` (base64url),
 * with a seeded salt so the file is the same on every run.
 */
function demoPasswordHash() {
  const salt = Buffer.from(Array.from({ length: 16 }, () => Math.floor(passwordSalt() * 256)));
  const key = scryptSync(DEMO_PASSWORD, salt, 32, { N: 16384, r: 8, p: 1 });
  return ['scrypt', 16384, 8, 1, salt.toString('base64url'), key.toString('base64url')].join(':');
}
const userIdOf = idStream(31009);
const userStamps = stampStream(31010);
const usernames = new Set();
const user = USERS.map(([firstName, lastName, domain, roles, projectCodes, groupKeys, demoUsername], i) => {
  const { createdAt, updatedAt } = userStamps('2023-02-13T11:30:00Z', i, 7);
  const _id = i === 0 ? ADMIN_USER_ID : userIdOf(createdAt);
  usedIds.add(_id);
  const username = i === 0 ? 'admin' : (demoUsername ?? fold(`${firstName.split(' ')[0]}.${lastName.split(' ').at(-1)}`));
  if (usernames.has(username)) throw new Error(`username ${username} is taken twice`);
  usernames.add(username);
  const local = i === 0 ? 'admin' : fold(`${firstName}.${lastName}`).replace(/\s+/g, '.');
  const projects = projectCodes.map((code) => projectByCode[code]._id);
  const record = {
    _id,
    firstName,
    lastName,
    email: `${local}@${domain}`,
    username,
    roles: roles.map((name) => ({ name })),
    projects,
    groups: groupKeys.map((key) => groupByKey[key]),
  };
  if (projects.length > 0) record.projectId = projects[0];
  Object.assign(record, { createdAt, updatedAt });
  if (i === 0 || demoUsername) record.passwordHash = demoPasswordHash();
  return record;
});

// ---------------------------------------------------------------- task-status

/*
 * The task status configuration (spec §4: some statuses require an explanation, per
 * status). One row per activity status; `status` is the activity status number.
 */
// [status, name, explanationRequired]
const TASK_STATUSES = [
  [0, 'Não iniciada', false],
  [1, 'Bloqueada', true],
  [2, 'Em andamento', false],
  [3, 'Concluída', false],
  [4, 'Concluída com pendências', true],
  [5, 'Não aplicável', true],
  [6, 'Aprovada', false],
  [7, 'Aprovada com pendências', true],
  [8, 'Reprovada', true],
  [9, 'Cancelada', true],
  [10, 'Não executada', true],
  [11, 'Não verificada', false],
  [12, 'Rascunho', false],
  [13, 'Aguardando avaliação', false],
  [14, 'Aguardando informação', true],
];
const statusIdOf = idStream(31011);
const statusStamps = stampStream(31012);
const taskStatus = TASK_STATUSES.map(([status, name, explanationRequired], i) => {
  const { createdAt, updatedAt } = statusStamps('2023-01-16T10:00:00Z', i, 0.01);
  return { _id: statusIdOf(createdAt), status, name, explanationRequired, createdAt, updatedAt };
});

// ---------------------------------------------------------------- checks and output

if (!project.some((p) => p._id === DEMO_PROJECT_ID)) throw new Error('the demo project is missing');
const roleNames = new Set(user.flatMap((u) => u.roles.map((r) => r.name)));
for (const role of ['ADMIN', 'PROJECT_ADMIN', 'READ_ONLY', 'USER']) {
  if (!roleNames.has(role)) throw new Error(`no user has the role ${role}`);
}
if (user.filter((u) => u.projects.length === 0).length < 4) throw new Error('keep at least 4 users without a project (user-approval)');
const emails = new Set(user.map((u) => u.email));
if (emails.size !== user.length) throw new Error('two users share an e-mail');
for (const id of usedIds) if (!/^[0-9a-f]{24}$/.test(id)) throw new Error(`bad id ${id}`);

const out = {
  program,
  project,
  contract,
  scope,
  'user-group': userGroup,
  user,
  'task-status': taskStatus,
};
writeFixtures(out);
