import * as Type from 'typebox';
import type { Static } from 'typebox';
import { defineCall } from '../framework/contracts/callContract';
import { dataOf } from './answers';

/** The simulated failures of spec §8 ("Simulated errors for testing"), switched at run time by a global admin (the app's console helpers). */

/** One simulated failure and whether it is on. */
export const SimulationState = Type.Object({
  name: Type.String(),
  description: Type.String(),
  status: Type.Integer({ minimum: 400, maximum: 599, description: 'The status it answers with.' }),
  on: Type.Boolean(),
});
export type SimulationState = Static<typeof SimulationState>;

const SIMULATIONS_ANSWER = { 200: { description: 'Every simulated failure and whether it is on.', json: dataOf(Type.Array(SimulationState)) } } as const;

export const LIST_SIMULATIONS = defineCall({
  method: 'GET',
  path: 'dev/simulations',
  tag: 'dev',
  summary: 'The simulated failures and whether each is on',
  access: { roles: ['ADMIN'] },
  answers: SIMULATIONS_ANSWER,
});

/** `on`/`off` (or true/false) per simulated failure, by name; one enum, so a wrong value is one field error. */
export const SimulationSwitches = Type.Record(Type.String(), Type.Unsafe<'on' | 'off' | boolean>({ enum: ['on', 'off', true, false] }));
export type SimulationSwitches = Static<typeof SimulationSwitches>;

export const SWITCH_SIMULATIONS = defineCall({
  method: 'PUT',
  path: 'dev/simulations',
  tag: 'dev',
  summary: 'Switch simulated failures on or off: while on, one answers every signed-in call it matches in place of the real handler',
  access: { roles: ['ADMIN'] },
  body: { json: SimulationSwitches },
  answers: SIMULATIONS_ANSWER,
  refusals: { 400: ['UNKNOWN_SIMULATION'] },
});
