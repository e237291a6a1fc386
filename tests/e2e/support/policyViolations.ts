/**
 * The console messages that say the Content-Security-Policy broke something: a refused
 * script or style, an eval, a form that could not validate, a chunk that did not load.
 */
export const policyViolations = (texts: string[]): string[] =>
  texts.filter((text) => /Content Security Policy|Refused to|EvalError|Form validation skipped|did not load/.test(text));
