import { useState } from 'react';
import { PROCESS_DEFINITION_XML, PROCESS_DEFINITIONS, type ProcessDefinition } from '../../contracts/processEngine';
import { useCall } from '../../framework/contracts/useCall';

/**
 * The process definitions the engine has deployed and the one shown (the one chosen, the
 * first until then), with its model's XML once read.
 */
export function useProcessDefinitions() {
  const definitions = useCall(PROCESS_DEFINITIONS, {});
  const [chosen, setChosen] = useState<string>();
  const rows: ProcessDefinition[] = definitions.data?.data ?? [];
  const current = rows.find((row) => row.id === chosen) ?? rows[0];
  const xml = useCall(PROCESS_DEFINITION_XML, { params: { id: current?.id ?? '' } }, { enabled: current !== undefined });
  return {
    rows,
    isPending: definitions.isPending,
    error: definitions.error,
    /** None deployed (known once read). */
    isEmpty: definitions.isSuccess && rows.length === 0,
    current,
    choose: setChosen,
    /** The shown definition's model; undefined while it is read. */
    xml: xml.data?.data.bpmn20Xml,
    xmlError: xml.error,
  };
}
