import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslate } from 'ra-core';
import type { ImportProblem } from './importProblems';

export interface BpmnProblemsProps {
  problems: readonly ImportProblem[];
  /** `error`: the model did not open; `warning`: it opened, parts may be missing. */
  severity: 'error' | 'warning';
}

/** What was wrong with a model, each problem with the element it concerns. */
export function BpmnProblems({ problems, severity }: BpmnProblemsProps) {
  const translate = useTranslate();
  if (problems.length === 0) return null;
  return (
    <Alert severity={severity} data-testid={`bpmn-${severity}`} sx={{ overflowWrap: 'anywhere' }}>
      <AlertTitle>{translate(severity === 'error' ? 'app.processModel.importFailed' : 'app.processModel.importWarnings')}</AlertTitle>
      <ul style={{ margin: 0, paddingLeft: '1.25em' }}>
        {problems.map((problem, index) => (
          <li key={index}>
            {problem.element !== undefined ? <strong>{translate('app.processModel.element', { element: problem.element })} </strong> : null}
            {problem.message}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
