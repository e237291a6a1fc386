import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { successStatus, type CallContract } from '../../framework/contracts/callContract';
import type { ApiAnswer } from '../routes/apiRoute';
import { ApiError } from './apiError';
import { refusalBodies, refusalHeaders, refusalsOf } from './contractRefusals';
import { FileBody } from './fileBody';
import { StreamBody } from './streamBody';

/** Answers are held to their contract in the test runs (Vitest sets VITEST), not in the demo: a wrong answer fails a test, not a user. */
const CHECKING = process.env.VITEST !== undefined || process.env.API_CONTRACT_CHECK === '1';

const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats(ajv);
const compiled = new WeakMap<object, ReturnType<Ajv2020['compile']>>();

/** Thrown when a handler answers what its contract does not declare: a fault of the server, not of the caller. */
export class ContractBreach extends Error {
  constructor(contract: CallContract, what: string) {
    super(`${contract.method} ${contract.path} broke its contract: ${what}`);
    this.name = 'ContractBreach';
  }
}

/** The handler's success answer, checked against the declared status and schema while testing. */
export function checkAnswer<A extends ApiAnswer>(contract: CallContract, answer: A): A {
  if (!CHECKING) return answer;
  const status = successStatus(contract);
  if (answer.status !== status) throw new ContractBreach(contract, `answered ${answer.status}, declares ${status}`);
  const declared = contract.answers[status];
  if (!declared) return answer;
  if ('file' in declared) {
    if (!(answer.body instanceof FileBody || answer.body instanceof StreamBody))
      throw new ContractBreach(contract, `declares a ${declared.file} file, answered JSON`);
    return answer;
  }
  if ('empty' in declared) {
    if (answer.body !== undefined && answer.body !== null) throw new ContractBreach(contract, 'declares no body, answered one');
    return answer;
  }
  let validate = compiled.get(declared.json);
  if (!validate) compiled.set(declared.json, (validate = ajv.compile(declared.json)));
  if (!validate(answer.body)) throw new ContractBreach(contract, `its answer does not match the schema: ${ajv.errorsText(validate.errors)}`);
  return answer;
}

/** A refusal the handler threw, checked against the contract's refusals while testing: an undeclared status or code, a declared header or body missing, is a breach. */
export function checkRefusal(contract: CallContract, error: unknown): unknown {
  if (!CHECKING || !(error instanceof ApiError)) return error;
  const codes = refusalsOf(contract).get(error.status);
  if (!codes) return new ContractBreach(contract, `refused with ${error.status} ${error.body.error}, a status it does not declare`);
  if (!codes.has(error.body.error))
    return new ContractBreach(
      contract,
      `refused with ${error.status} ${error.body.error}, a code it does not declare for ${error.status} (${[...codes].join(', ')})`,
    );
  const missing = Object.keys(refusalHeaders(contract).get(error.status) ?? {}).filter(
    (name) => !Object.keys(error.headers).some((sent) => sent.toLowerCase() === name.toLowerCase()),
  );
  if (missing.length > 0)
    return new ContractBreach(contract, `refused with ${error.status} without the header${missing.length > 1 ? 's' : ''} it declares: ${missing.join(', ')}`);
  const body = refusalBodies(contract).get(error.status);
  if (body) {
    let validate = compiled.get(body);
    if (!validate) compiled.set(body, (validate = ajv.compile(body)));
    if (!validate(error.body)) return new ContractBreach(contract, `its ${error.status} body does not match the schema: ${ajv.errorsText(validate.errors)}`);
  }
  return error;
}
