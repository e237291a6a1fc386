import type { Page } from 'playwright-core';
import { REFERENCE_LANGUAGE } from '../referenceLanguage';
import type { Language } from '../resourceSession';
import { waitForStillPage } from './waitForStillPage';

/** How long the DOM must stay unchanged before axe judges it. */
const SETTLED_QUIET_MS = 300;

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * What axe-core (WCAG 2 A and AA rules and best practices) finds serious or critical on
 * the page once its transitions end, one line per rule: `rule (impact): help at target | target`.
 * The page must hold axe-core (`resourceSession` puts it in every page).
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // Judge the page as it settles: colours read in the middle of a fade (a toast coming in, a
  // button enabled when its data arrives) are neither the ones before nor after.
  await waitForStillPage(page, SETTLED_QUIET_MS);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, {
      resultTypes: ['violations'],
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => ({ target: n.target })) }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/**
 * axe-core's serious findings in the reference language, none looked for in the others: a
 * page's roles, names, contrast and structure do not change with its words (the route
 * sweeps' rule), and axe over a long page costs seconds each time.
 */
export function seriousAxeViolationsIn(page: Page, language: Language): Promise<string[]> {
  return language === REFERENCE_LANGUAGE ? seriousAxeViolations(page) : Promise.resolve([]);
}
