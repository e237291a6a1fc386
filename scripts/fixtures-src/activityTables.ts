/*
 * Tables of the activity fixtures: the words of a commissioning site in Portuguese, in the
 * style of generate-reference-fixtures.mjs (the committed reference data).
 */

/**
 * Equipment families by discipline identifier: tag prefix and description. Tags follow the
 * site's pattern `<prefix>-<area><unit><seq><train>` (`P-2101A`); lines `L-<diameter>-<fluid>-<seq>`.
 */
export const FAMILIES: Record<string, readonly (readonly [prefix: string, description: string])[]> = {
  ELE: [
    ['M', 'Motor elétrico'],
    ['CCM', 'Centro de controle de motores'],
    ['PN', 'Painel de distribuição'],
    ['CB', 'Cabo de alimentação'],
    ['TR', 'Transformador de força'],
    ['GD', 'Gerador diesel'],
  ],
  INS: [
    ['PT', 'Transmissor de pressão'],
    ['TT', 'Transmissor de temperatura'],
    ['LT', 'Transmissor de nível'],
    ['FT', 'Medidor de vazão'],
    ['FCV', 'Válvula de controle de vazão'],
    ['PSV', 'Válvula de segurança e alívio'],
    ['XV', 'Válvula de bloqueio automática'],
    ['AT', 'Analisador em linha'],
  ],
  MEC: [
    ['P', 'Bomba centrífuga'],
    ['K', 'Compressor'],
    ['VT', 'Ventilador'],
    ['RED', 'Redutor de velocidade'],
  ],
  ROT: [
    ['TB', 'Turbina a vapor'],
    ['K', 'Compressor alternativo'],
  ],
  CAL: [
    ['E', 'Trocador de calor casco e tubo'],
    ['V', 'Vaso separador'],
    ['TQ', 'Tanque de armazenamento'],
  ],
  AUT: [
    ['CLP', 'Controlador lógico programável'],
    ['RIO', 'Remota de entradas e saídas'],
  ],
  TEL: [
    ['FO', 'Cabo de fibra óptica'],
    ['CFTV', 'Câmera de CFTV'],
  ],
  SEG: [
    ['DG', 'Detector de gás inflamável'],
    ['DC', 'Detector de chama'],
    ['LO', 'Chuveiro lava-olhos'],
  ],
  HVAC: [['UCA', 'Unidade condicionadora de ar']],
  INC: [['HD', 'Hidrante']],
  SUB: [['CUB', 'Cubículo de média tensão']],
  CIV: [['BASE', 'Base de equipamento']],
  EST: [['PR', 'Pipe rack']],
};

/** What a line carries: fluid code and name. */
export const FLUIDS: readonly (readonly [code: string, name: string])[] = [
  ['AG', 'água de resfriamento'],
  ['VB', 'vapor de baixa pressão'],
  ['VA', 'vapor de alta pressão'],
  ['CQ', 'condensado'],
  ['AI', 'ar de instrumentos'],
  ['GN', 'gás natural'],
  ['GC', 'gás combustível'],
  ['AD', 'água desmineralizada'],
  ['AF', 'água de incêndio'],
  ['OD', 'óleo diesel'],
  ['EF', 'efluentes oleosos'],
];

/** Services that finish a description: "Bomba centrífuga de água de resfriamento". */
export const SERVICES = FLUIDS.map(([, name]) => `de ${name}`);

export const PLACES = [
  'Área 100 - Utilidades',
  'Casa de bombas - Utilidades',
  'Área 200 - Ar comprimido',
  'Área 300 - Geração de vapor',
  'Área 400 - Tancagem',
  'Parque de tanques',
  'Área 500 - Geração de emergência',
  'Subestação SE-01',
  'Sala elétrica SE-02',
  'Sala de controle central',
  'Pipe rack principal',
  'Rack elétrico principal',
  'Torre de resfriamento TR-150',
  'Área 600 - Tratamento de gás',
  'Área 700 - Tocha',
  'Rack de telecomunicações',
  'Portaria principal',
  'Almoxarifado central',
];

/** Document of each activity type (by name); FVI, FVM and OP come from the FIC integration. */
export const DOC_BY_TYPE: Record<string, string> = {
  'Inspeção de recebimento': 'RI',
  'Inspeção de montagem': 'FVM',
  'Pré-comissionamento': 'FVI',
  Comissionamento: 'FVI',
  'Preservação em almoxarifado': 'OP',
  'Preservação em campo': 'OP',
  'Teste de aceitação em fábrica (TAF)': 'TAF',
  'Teste de aceitação em campo (TAC)': 'TAC',
  Condicionamento: 'CHK',
  'Partida assistida': 'CHK',
  'Inspeção de qualidade de solda': 'RI',
  'Inspeção de pintura': 'RI',
  'Teste de desempenho': 'RI',
  'Verificação de documentação': 'DB',
  'Inspeção periódica': 'CHK',
  'Liberação de sistema para operação': 'LP',
};

/** How common each activity type is on a site (unknown names: 2). */
export const TYPE_WEIGHTS: Record<string, number> = {
  'Pré-comissionamento': 24,
  Comissionamento: 14,
  'Inspeção de montagem': 12,
  'Inspeção de recebimento': 10,
  'Preservação em campo': 10,
  'Preservação em almoxarifado': 6,
  'Inspeção periódica': 6,
  Condicionamento: 4,
  'Teste de aceitação em fábrica (TAF)': 2,
  'Teste de aceitação em campo (TAC)': 2,
  'Partida assistida': 2,
  'Inspeção de qualidade de solda': 2,
  'Inspeção de pintura': 2,
  'Teste de desempenho': 1,
  'Verificação de documentação': 2,
  'Liberação de sistema para operação': 1,
};

/**
 * Tasks never linked to an activity: the register tests delete them, and the e2e test
 * needs some task free to delete. The same as the reference generator's unlinked ones.
 */
export const FREE_TASKS = new Set([
  'Teste de rigidez dielétrica do óleo isolante',
  'Ensaio por líquido penetrante',
  'Inspeção radiográfica de soldas',
  'Teste de aderência da pintura',
  'Teste de vazão do chuveiro lava-olhos',
  'Teste de estanqueidade de dutos',
]);

export const COMMENTS = [
  'Aguardando liberação da área pela segurança.',
  'Andaime montado, aguardando inspeção para liberação.',
  'Fornecedor confirmou visita técnica para a próxima semana.',
  'Equipamento energizado provisoriamente para o teste.',
  'Pendência de documentação do fabricante (data book).',
  'Teste reprogramado por falta de água para o hidrostático.',
  'Instrumento padrão com calibração vencida, substituído.',
  'Verificar torque das conexões após o primeiro ciclo térmico.',
  'Cliente acompanhou o teste e assinou o registro.',
  'Interferência com a montagem de tubulação na frente de trabalho.',
  'Válvula enviada para recondicionamento na oficina.',
  'Resultado dentro dos limites do procedimento.',
  'Reexecutar após a correção do alinhamento.',
  'Permissão de trabalho emitida para o turno da manhã.',
];

export const INSTRUCTIONS = [
  'Executar conforme procedimento PE-COM-0012, revisão vigente.',
  'Isolar e bloquear o equipamento antes do teste (LOTO).',
  'Registrar fotos do antes e depois em cada etapa.',
  'Acompanhamento obrigatório do fiscal do cliente.',
  'Usar instrumento padrão com certificado de calibração válido.',
  'Comunicar a sala de controle antes da energização.',
  'Verificar a permissão de trabalho na frente de serviço.',
  'Anexar o relatório do fabricante ao registro da tarefa.',
];

export const JUSTIFICATIONS = [
  'Item não instalado nesta fase do projeto.',
  'Pendência de material; concluído com ressalva.',
  'Equipamento fora de especificação; reprovado no teste.',
  'Atividade não executada por mudança de escopo.',
  'Aguardando peça de reposição do fornecedor.',
];

export const READINGS = ['OK', 'OK', 'OK', 'NOK', '12,5 MΩ', '230 V', '4,2 bar', '68 °C', 'Conforme', 'N/A'];

export const MEDIA_NAMES = ['IMG_{n}.jpg', 'foto_campo_{n}.jpg', 'relatorio_teste_{n}.pdf', 'certificado_{n}.pdf', 'VID_{n}.mp4'];
