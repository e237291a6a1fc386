#!/usr/bin/env node
/**
 * Writes the demo data of the register entities (discipline, classes, element-type,
 * task, activity-type, event, document-type) to fixtures/*.json. Activities and their
 * tasks come from `npm run fixtures` (scripts/fixtures.ts), which reads these.
 *
 * Deterministic: a seeded generator, fixed dates, no clock. Run it again after editing
 * the tables below and commit the JSON it writes:
 *
 *   node scripts/fixtures-src/generate-reference-fixtures.mjs
 *
 * Plain JavaScript, no dependencies, so it runs before `npm install`.
 */
import { DEMO_PROJECT_ID, prng, randomObjectIds, stampMaker, writeFixtures } from './fixtureKit.mjs';

const rand = prng(20240517);
const objectId = randomObjectIds(rand);
const stamps = stampMaker(rand, { unchanged: 0.4, maxDays: 120 });

// ---------------------------------------------------------------- discipline

const DISCIPLINES = [
  ['ELE', 'Elétrica'],
  ['INS', 'Instrumentação'],
  ['MEC', 'Mecânica'],
  ['TUB', 'Tubulação'],
  ['CIV', 'Civil'],
  ['AUT', 'Automação'],
  ['TEL', 'Telecomunicações'],
  ['CAL', 'Caldeiraria'],
  ['EST', 'Estruturas Metálicas'],
  ['SEG', 'Segurança'],
  ['HVAC', 'HVAC'],
  ['PIN', 'Pintura'],
  ['ISO', 'Isolamento Térmico'],
  ['PRC', 'Processo'],
  ['INC', 'Combate a Incêndio'],
  ['SUB', 'Subestações'],
  ['PCT', 'Proteção Catódica'],
  ['REF', 'Refratários'],
  ['ROT', 'Equipamentos Rotativos'],
  ['ARQ', 'Arquitetura'],
];

const discipline = DISCIPLINES.map(([identifier, name], i) => {
  const { createdAt, updatedAt } = stamps('2023-02-06T11:00:00Z', i, 1.5);
  return { _id: objectId(createdAt), name, identifier, projectId: DEMO_PROJECT_ID, createdAt, updatedAt };
});
const disciplineId = Object.fromEntries(discipline.map((d) => [d.identifier, d._id]));

// ---------------------------------------------------------------- element-type

// [identifier, name, category (typeId), hasCommisionableItem, status]
const ELEMENT_TYPES = [
  ['SIS', 'Sistema', 'SIS', false, 1],
  ['SUBSIS', 'Subsistema', 'SUB', false, 1],
  ['AREA', 'Área', 'ARE', false, 1],
  ['EDIF', 'Edificação', 'ARE', false, 1],
  ['EQ-ROT', 'Equipamento rotativo', 'EQP', true, 1],
  ['EQ-EST', 'Equipamento estático', 'EQP', true, 1],
  ['EQ-ELE', 'Equipamento elétrico', 'EQP', true, 1],
  ['PAINEL', 'Painel', 'EQP', true, 1],
  ['INST-CAMPO', 'Instrumento de campo', 'INS', true, 1],
  ['INST-ANA', 'Instrumento analítico', 'INS', true, 1],
  ['VALV', 'Válvula', 'EQP', true, 1],
  ['MALHA', 'Malha de controle', 'INS', true, 1],
  ['LINHA', 'Linha de tubulação', 'LIN', true, 1],
  ['SPOOL', 'Spool', 'LIN', true, 1],
  ['DUTO', 'Duto de ar', 'LIN', true, 1],
  ['CIRC', 'Circuito elétrico', 'CIR', true, 1],
  ['CABO', 'Cabo', 'CIR', true, 1],
  ['LEITO', 'Leito de cabos', 'EST', true, 1],
  ['ESTR-MET', 'Estrutura metálica', 'EST', true, 1],
  ['SUPORTE', 'Suporte', 'EST', false, 1],
  ['FUND', 'Fundação', 'EST', true, 1],
  ['EQ-SEG', 'Equipamento de segurança', 'EQP', true, 1],
  ['EQ-TEL', 'Equipamento de telecomunicações', 'EQP', true, 1],
  ['LUMIN', 'Luminária', 'EQP', true, 0],
  ['TANQUE', 'Tanque', 'EQP', true, 1],
  ['JUNTA', 'Junta soldada', 'LIN', false, 0],
];

const elementType = ELEMENT_TYPES.map(([identifier, name, typeId, hasCommisionableItem, status], i) => {
  const { createdAt, updatedAt } = stamps('2023-03-01T12:30:00Z', i, 1);
  return { _id: objectId(createdAt), name, identifier, typeId, hasCommisionableItem, status, createdAt, updatedAt };
});
const elementTypeId = Object.fromEntries(elementType.map((t) => [t.identifier, t._id]));

// ---------------------------------------------------------------- classes

// [identifier, name, element type, discipline, status, active]
const CLASSES = [
  ['MOT-ELE', 'Motor elétrico', 'EQ-ELE', 'ELE', 1, true],
  ['PNL-ELE', 'Painel elétrico', 'PAINEL', 'ELE', 1, true],
  ['TRAFO', 'Transformador de potência', 'EQ-ELE', 'SUB', 1, true],
  ['CCM', 'Centro de controle de motores', 'PAINEL', 'ELE', 1, true],
  ['CUB-MT', 'Cubículo de média tensão', 'PAINEL', 'SUB', 1, true],
  ['GER-DSL', 'Gerador diesel', 'EQ-ELE', 'ELE', 1, true],
  ['BAT', 'Banco de baterias', 'EQ-ELE', 'ELE', 0, true],
  ['INV-FREQ', 'Inversor de frequência', 'EQ-ELE', 'ELE', 1, true],
  ['CABO-POT', 'Cabo de potência', 'CABO', 'ELE', 1, true],
  ['LUMIN-IND', 'Luminária industrial', 'LUMIN', 'ELE', 2, false],
  ['TP', 'Transmissor de pressão', 'INST-CAMPO', 'INS', 1, true],
  ['TT', 'Transmissor de temperatura', 'INST-CAMPO', 'INS', 1, true],
  ['TN', 'Transmissor de nível', 'INST-CAMPO', 'INS', 1, true],
  ['MED-VAZAO', 'Medidor de vazão', 'INST-CAMPO', 'INS', 1, true],
  ['VLV-CTRL', 'Válvula de controle', 'VALV', 'INS', 1, true],
  ['PSV', 'Válvula de segurança e alívio', 'VALV', 'INS', 1, true],
  ['ANALIS-GAS', 'Analisador de gás', 'INST-ANA', 'INS', 0, true],
  ['MANOM', 'Manômetro', 'INST-CAMPO', 'INS', 1, true],
  ['MALHA-PID', 'Malha de controle PID', 'MALHA', 'AUT', 1, true],
  ['BBA-CENT', 'Bomba centrífuga', 'EQ-ROT', 'MEC', 1, true],
  ['COMP-AR', 'Compressor de ar', 'EQ-ROT', 'ROT', 1, true],
  ['COMP-ALT', 'Compressor alternativo', 'EQ-ROT', 'ROT', 2, false],
  ['TC-CASCO', 'Trocador de calor casco e tubo', 'EQ-EST', 'CAL', 1, true],
  ['VASO-PRES', 'Vaso de pressão', 'EQ-EST', 'CAL', 1, true],
  ['VENT-IND', 'Ventilador industrial', 'EQ-ROT', 'MEC', 1, true],
  ['REDUTOR', 'Redutor de velocidade', 'EQ-ROT', 'MEC', 1, true],
  ['PONTE-ROL', 'Ponte rolante', 'EQ-ROT', 'MEC', 0, true],
  ['TQ-ARM', 'Tanque de armazenamento', 'TANQUE', 'CAL', 1, true],
  ['TURB-VAP', 'Turbina a vapor', 'EQ-ROT', 'ROT', 1, true],
  ['LIN-PROC', 'Linha de processo', 'LINHA', 'TUB', 1, true],
  ['LIN-UTIL', 'Linha de utilidades', 'LINHA', 'TUB', 1, true],
  ['SPOOL-SOLD', 'Spool soldado', 'SPOOL', 'TUB', 1, true],
  ['VLV-MAN', 'Válvula manual', 'VALV', 'TUB', 1, true],
  ['SUP-TUB', 'Suporte de tubulação', 'SUPORTE', 'TUB', 0, true],
  ['CLP', 'Controlador lógico programável', 'PAINEL', 'AUT', 1, true],
  ['RIO', 'Remota de entradas e saídas', 'PAINEL', 'AUT', 1, true],
  ['FIBRA-OPT', 'Cabo de fibra óptica', 'CABO', 'TEL', 1, true],
  ['CFTV', 'Câmera de CFTV', 'EQ-TEL', 'TEL', 1, true],
  ['PIPE-RACK', 'Pipe rack', 'ESTR-MET', 'EST', 1, true],
  ['LEITO-CAB', 'Leito de cabos', 'LEITO', 'EST', 1, true],
  ['FUND-EQP', 'Fundação de equipamento', 'FUND', 'CIV', 1, true],
  ['DET-GAS', 'Detector de gás', 'EQ-SEG', 'SEG', 1, true],
  ['DET-CHAMA', 'Detector de chama', 'EQ-SEG', 'INC', 1, true],
  ['LAVA-OLHOS', 'Chuveiro lava-olhos', 'EQ-SEG', 'SEG', 1, true],
  ['UCA', 'Unidade condicionadora de ar', 'EQ-ROT', 'HVAC', 1, true],
  ['DUTO-AC', 'Duto de ar condicionado', 'DUTO', 'HVAC', 0, true],
];

const classes = CLASSES.map(([identifier, name, type, disc, status, active], i) => {
  const { createdAt, updatedAt } = stamps('2023-04-03T13:00:00Z', i, 0.8);
  return {
    _id: objectId(createdAt),
    name,
    identifier,
    typeId: elementTypeId[type],
    disciplineId: disciplineId[disc],
    status,
    active,
    createdAt,
    updatedAt,
  };
});

// ---------------------------------------------------------------- task

// [discipline, source, status, linked by activities, pt, en, es]
const TASKS = [
  ['MEC', 'CERTIFICARE', 1, true, 'Inspeção visual', 'Visual inspection', 'Inspección visual'],
  ['ELE', 'CERTIFICARE', 1, true, 'Teste de resistência de isolamento', 'Insulation resistance test', 'Prueba de resistencia de aislamiento'],
  ['ELE', 'FIC', 1, true, 'Verificação de aterramento', 'Grounding check', 'Verificación de puesta a tierra'],
  ['ELE', 'FIC', 1, true, 'Teste de continuidade de cabos', 'Cable continuity test', 'Prueba de continuidad de cables'],
  [
    'ELE',
    'CERTIFICARE',
    1,
    true,
    'Verificação de torque das conexões elétricas',
    'Electrical connection torque check',
    'Verificación de torque de las conexiones eléctricas',
  ],
  ['ELE', 'EXCEL', 1, true, 'Teste de relação de transformação (TTR)', 'Transformer turns ratio test (TTR)', 'Prueba de relación de transformación (TTR)'],
  ['ELE', 'CERTIFICARE', 1, true, 'Teste de funcionamento a vazio do motor', 'Motor no-load run test', 'Prueba de funcionamiento en vacío del motor'],
  ['ELE', 'CERTIFICARE', 1, true, 'Verificação do sentido de rotação', 'Direction of rotation check', 'Verificación del sentido de giro'],
  [
    'ELE',
    'EXCEL',
    1,
    false,
    'Teste de rigidez dielétrica do óleo isolante',
    'Insulating oil dielectric strength test',
    'Prueba de rigidez dieléctrica del aceite aislante',
  ],
  ['ELE', 'FIC', 1, true, 'Ajuste e teste de relés de proteção', 'Protection relay setting and test', 'Ajuste y prueba de relés de protección'],
  ['INS', 'CERTIFICARE', 1, true, 'Calibração', 'Calibration', 'Calibración'],
  ['INS', 'FIC', 1, true, 'Teste de malha', 'Loop test', 'Prueba de lazo'],
  ['INS', 'FIC', 1, true, 'Verificação da instalação do instrumento', 'Instrument installation check', 'Verificación de la instalación del instrumento'],
  ['INS', 'CERTIFICARE', 1, true, 'Teste de estanqueidade das linhas de impulso', 'Impulse line leak test', 'Prueba de estanqueidad de las líneas de impulso'],
  ['INS', 'CERTIFICARE', 1, true, 'Teste de curso da válvula de controle', 'Control valve stroke test', 'Prueba de carrera de la válvula de control'],
  [
    'INS',
    'EXCEL',
    1,
    true,
    'Teste de pressão de abertura da válvula de segurança',
    'Safety valve set pressure test',
    'Prueba de presión de apertura de la válvula de seguridad',
  ],
  ['MEC', 'CERTIFICARE', 1, true, 'Verificação de alinhamento a laser', 'Laser alignment check', 'Verificación de alineación láser'],
  ['MEC', 'FIC', 1, true, 'Verificação de torque', 'Torque check', 'Verificación de torque'],
  ['MEC', 'CERTIFICARE', 1, true, 'Verificação do nível de óleo lubrificante', 'Lubricating oil level check', 'Verificación del nivel de aceite lubricante'],
  ['MEC', 'CERTIFICARE', 1, true, 'Medição de vibração', 'Vibration measurement', 'Medición de vibración'],
  ['MEC', 'FIC', 1, true, 'Giro manual do eixo', 'Manual shaft rotation', 'Giro manual del eje'],
  ['MEC', 'CERTIFICARE', 1, true, 'Teste de partida e operação', 'Start-up and run test', 'Prueba de arranque y operación'],
  ['TUB', 'CERTIFICARE', 1, true, 'Teste hidrostático', 'Hydrostatic test', 'Prueba hidrostática'],
  ['TUB', 'CERTIFICARE', 1, true, 'Teste pneumático', 'Pneumatic test', 'Prueba neumática'],
  ['TUB', 'FIC', 1, true, 'Limpeza e flushing da linha', 'Line cleaning and flushing', 'Limpieza y flushing de la línea'],
  ['TUB', 'FIC', 1, true, 'Verificação de juntas e estojos', 'Gasket and stud bolt check', 'Verificación de juntas y espárragos'],
  ['TUB', 'EXCEL', 1, false, 'Ensaio por líquido penetrante', 'Liquid penetrant test', 'Ensayo por líquidos penetrantes'],
  ['TUB', 'EXCEL', 0, false, 'Inspeção radiográfica de soldas', 'Radiographic weld inspection', 'Inspección radiográfica de soldaduras'],
  [
    'CIV',
    'CERTIFICARE',
    1,
    true,
    'Verificação de nivelamento e grauteamento',
    'Levelling and grouting check',
    'Verificación de nivelación y relleno con grout',
  ],
  [
    'EST',
    'CERTIFICARE',
    1,
    true,
    'Verificação de torque de parafusos estruturais',
    'Structural bolt torque check',
    'Verificación de torque de pernos estructurales',
  ],
  ['PIN', 'CERTIFICARE', 1, true, 'Medição de espessura de película seca', 'Dry film thickness measurement', 'Medición de espesor de película seca'],
  ['PIN', 'EXCEL', 1, false, 'Teste de aderência da pintura', 'Paint adhesion test', 'Prueba de adherencia de la pintura'],
  ['ISO', 'CERTIFICARE', 1, true, 'Inspeção do isolamento térmico', 'Thermal insulation inspection', 'Inspección del aislamiento térmico'],
  [
    'AUT',
    'CERTIFICARE',
    1,
    true,
    'Teste de comunicação com o sistema de controle',
    'Control system communication test',
    'Prueba de comunicación con el sistema de control',
  ],
  ['AUT', 'CERTIFICARE', 1, true, 'Teste de intertravamento', 'Interlock test', 'Prueba de enclavamiento'],
  ['AUT', 'FIC', 1, true, 'Verificação de alarmes no supervisório', 'Supervisory system alarm check', 'Verificación de alarmas en el sistema de supervisión'],
  ['TEL', 'CERTIFICARE', 1, true, 'Certificação de fibra óptica (OTDR)', 'Optical fibre certification (OTDR)', 'Certificación de fibra óptica (OTDR)'],
  ['SEG', 'CERTIFICARE', 1, true, 'Teste funcional do detector de gás', 'Gas detector functional test', 'Prueba funcional del detector de gas'],
  ['SEG', 'CERTIFICARE', 0, false, 'Teste de vazão do chuveiro lava-olhos', 'Safety shower and eyewash flow test', 'Prueba de caudal de la ducha lavaojos'],
  ['HVAC', 'CERTIFICARE', 1, true, 'Balanceamento da vazão de ar', 'Air flow balancing', 'Balanceo del caudal de aire'],
  ['HVAC', 'EXCEL', 1, false, 'Teste de estanqueidade de dutos', 'Duct leakage test', 'Prueba de estanqueidad de ductos'],
  ['CAL', 'CERTIFICARE', 1, true, 'Inspeção dimensional', 'Dimensional inspection', 'Inspección dimensional'],
  [
    'CAL',
    'FIC',
    1,
    true,
    'Verificação da documentação do fabricante (data book)',
    'Manufacturer documentation check (data book)',
    'Verificación de la documentación del fabricante (data book)',
  ],
  ['CAL', 'CERTIFICARE', 1, true, 'Aplicação de inibidor de corrosão', 'Corrosion inhibitor application', 'Aplicación de inhibidor de corrosión'],
];

const task = TASKS.map(([disc, source, status, , pt, en, es], i) => {
  const { createdAt, updatedAt } = stamps('2023-05-02T14:00:00Z', i, 0.7);
  return {
    _id: objectId(createdAt),
    description: pt,
    translations: [
      { language: 'pt', description: pt },
      { language: 'en', description: en },
      { language: 'es', description: es },
    ],
    source,
    disciplineId: disciplineId[disc],
    order: (i + 1) * 10,
    status,
    createdAt,
    updatedAt,
  };
});

// ---------------------------------------------------------------- activity-type

const S = (status, conclusive = false) => ({ status, conclusive });
const ACTIVITY_TYPES = [
  [
    'Inspeção de recebimento',
    'Inspeção do material ou equipamento na chegada ao canteiro.',
    'RECEIVED',
    [S(0), S(2), S(3, true), S(4, true), S(8, true), S(9, true)],
  ],
  ['Inspeção de montagem', 'Verificação da montagem mecânica conforme projeto.', 'ASSEMBLED', [S(0), S(2), S(3, true), S(4, true), S(9, true)]],
  [
    'Pré-comissionamento',
    'Testes a frio, sem fluido de processo, após a montagem.',
    'PRE_COMMISSIONED',
    [S(0), S(1), S(2), S(3, true), S(4, true), S(5, true), S(9, true)],
  ],
  [
    'Comissionamento',
    'Testes a quente e funcionais dos sistemas com fluido de processo.',
    'COMMISSIONED',
    [S(0), S(1), S(2), S(3, true), S(4, true), S(5, true), S(9, true)],
  ],
  ['Preservação em almoxarifado', 'Rotina de preservação de equipamentos armazenados.', 'PRESERVED', [S(0), S(2), S(3, true), S(10, true), S(9, true)]],
  [
    'Preservação em campo',
    'Rotina de preservação de equipamentos montados e ainda não operados.',
    'PRESERVED',
    [S(0), S(2), S(3, true), S(10, true), S(9, true)],
  ],
  [
    'Teste de aceitação em fábrica (TAF)',
    'Teste acompanhado nas instalações do fornecedor.',
    'ACCEPTED',
    [S(0), S(2), S(6, true), S(7, true), S(8, true), S(9, true)],
  ],
  [
    'Teste de aceitação em campo (TAC)',
    'Teste de aceitação executado após a instalação no site.',
    'ACCEPTED',
    [S(0), S(2), S(6, true), S(7, true), S(8, true), S(9, true)],
  ],
  ['Condicionamento', 'Limpeza, secagem e inertização dos sistemas antes da partida.', 'PRE_COMMISSIONED', [S(0), S(2), S(3, true), S(9, true)]],
  [
    'Partida assistida',
    'Primeira partida do sistema com acompanhamento do fornecedor.',
    'IN_OPERATION',
    [S(0), S(1), S(2), S(3, true), S(4, true), S(9, true)],
  ],
  [
    'Inspeção de qualidade de solda',
    'Ensaios não destrutivos e inspeção visual das juntas soldadas.',
    'INSPECTED',
    [S(0), S(2), S(6, true), S(8, true), S(11, true)],
  ],
  ['Inspeção de pintura', 'Inspeção do preparo de superfície e do sistema de pintura.', 'INSPECTED', [S(0), S(2), S(6, true), S(7, true), S(8, true)]],
  ['Teste de desempenho', 'Verificação das garantias de desempenho com a unidade em carga.', 'COMMISSIONED', [S(0), S(2), S(3, true), S(4, true), S(9, true)]],
  ['Verificação de documentação', 'Conferência do data book e dos certificados do fornecedor.', null, [S(12), S(13), S(14), S(3, true), S(9, true)]],
  ['Inspeção periódica', 'Inspeção de rotina durante a fase de montagem.', 'INSPECTED', [S(0), S(2), S(3, true), S(4, true), S(10, true)]],
  [
    'Liberação de sistema para operação',
    'Entrega formal do sistema comissionado à operação.',
    'IN_OPERATION',
    [S(0), S(13), S(6, true), S(7, true), S(8, true)],
  ],
];

const activityType = ACTIVITY_TYPES.map(([name, description, elementStatus, states], i) => {
  const { createdAt, updatedAt } = stamps('2023-06-05T12:00:00Z', i, 2);
  const record = { _id: objectId(createdAt), name, description, states };
  if (elementStatus) record.elementStatus = elementStatus;
  return { ...record, createdAt, updatedAt };
});

// ---------------------------------------------------------------- event

const EVENTS = [
  ['Parada programada', 'Parada da unidade prevista no cronograma de manutenção.'],
  ['Chuva forte', 'Serviços a céu aberto suspensos por chuva intensa.'],
  ['Falta de energia', 'Interrupção do fornecimento de energia elétrica no canteiro.'],
  ['Inspeção de terceiros', 'Acompanhamento por inspetor do cliente ou de certificadora.'],
  ['Descarga atmosférica', 'Trabalhos em altura e em campo interrompidos por risco de raios.'],
  ['Vento forte', 'Içamentos e trabalhos em altura suspensos por rajadas de vento.'],
  ['Falta de material', 'Material de aplicação ou consumível indisponível no almoxarifado.'],
  ['Atraso de fornecedor', 'Equipamento ou componente entregue fora do prazo contratual.'],
  ['Aguardando permissão de trabalho', 'Atividade parada à espera da emissão da PT.'],
  ['Equipamento indisponível', 'Equipamento de teste ou de içamento indisponível.'],
  ['Andaime não liberado', 'Andaime montado aguardando liberação da segurança.'],
  ['Interferência com montagem', 'Frente de trabalho ocupada por outra disciplina.'],
  ['Incidente de SMS', 'Ocorrência de segurança, meio ambiente ou saúde na área.'],
  ['Greve', 'Paralisação da mão de obra.'],
  ['Falta de mão de obra', 'Equipe incompleta para executar a atividade.'],
  ['Auditoria de qualidade', 'Auditoria interna ou do cliente no sistema da qualidade.'],
  ['Visita do cliente', 'Visita técnica da fiscalização do cliente.'],
  ['Mudança de projeto', 'Revisão de desenho ou de especificação em andamento.'],
  ['Não conformidade aberta', 'RNC aberta sobre o item, bloqueando a continuidade.'],
  ['Retrabalho de solda', 'Junta reprovada em ensaio e em reparo.'],
  ['Falha de comunicação com o FIC', 'Integração com o sistema FIC indisponível.'],
  ['Bloqueio de área classificada', 'Área interditada por liberação de gás ou teste de estanqueidade.'],
  ['Simulado de emergência', 'Exercício de abandono de área programado.'],
  ['Manutenção do guindaste', 'Guindaste em manutenção, içamentos suspensos.'],
  ['Treinamento de equipe', 'Equipe deslocada para treinamento obrigatório.'],
  ['Alteração de escopo', 'Escopo da atividade alterado por aditivo contratual.'],
  ['Falta de água', 'Água para teste hidrostático ou flushing indisponível.'],
  ['Instrumento de teste com calibração vencida', 'Instrumento padrão fora do prazo de calibração.'],
  ['Aguardando documentação do fornecedor', 'Data book, manual ou certificado ainda não recebido.'],
  ['Energização liberada', 'Liberação formal para energização do painel ou circuito.'],
  ['Parada de emergência', 'Parada não programada da unidade.'],
];

const event = EVENTS.map(([name, description], i) => {
  const { createdAt } = stamps('2023-07-03T12:00:00Z', i, 1);
  return { _id: objectId(createdAt), name, description };
});

// ---------------------------------------------------------------- document-type

const DOCUMENT_TYPES = [
  ['FVI', 'Folha de verificação de inspeção', 'Registro de inspeção importado do FIC.'],
  ['FVM', 'Folha de verificação de montagem', 'Registro de montagem importado do FIC.'],
  ['OP', 'Ordem de preservação', 'Ordem de preservação importada do FIC.'],
  ['RNC', 'Relatório de não conformidade', 'Registro e tratamento de não conformidades.'],
  ['CHK', 'Checklist', 'Lista de verificação de campo.'],
  ['TAF', 'Relatório de teste de aceitação em fábrica', 'Resultado do teste acompanhado no fornecedor.'],
  ['TAC', 'Relatório de teste de aceitação em campo', 'Resultado do teste de aceitação no site.'],
  ['RI', 'Relatório de inspeção', 'Relatório de inspeção de qualidade.'],
  ['CC', 'Certificado de calibração', 'Certificado de calibração de instrumento.'],
  ['RTH', 'Relatório de teste hidrostático', 'Registro de pressão, tempo e resultado do teste.'],
  ['LP', 'Lista de pendências', 'Punch list de itens a concluir.'],
  ['DB', 'Data book', 'Conjunto da documentação final do fornecedor.'],
  ['PT', 'Permissão de trabalho', 'Autorização para execução de serviço na área.'],
];

const documentType = DOCUMENT_TYPES.map(([code, name, description], i) => {
  const { createdAt } = stamps('2023-01-16T12:00:00Z', i, 1);
  return { _id: objectId(createdAt), name, code, description };
});

// ---------------------------------------------------------------- checks and output

const out = {
  discipline,
  classes,
  'element-type': elementType,
  task,
  'activity-type': activityType,
  event,
  'document-type': documentType,
};
writeFixtures(out);
