import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { watchPolicy } from './pages.ts';

// What every screen's accessibility check shares, the dashboard's, the customer app's and the site's: a watch on
// the console and the Content-Security-Policy, axe-core's findings, and the size of what a thumb has to hit.

/** What the console says of a Content-Security-Policy violation (watchPolicy keeps those). */
const POLICY_MESSAGE = /content security policy|refused to/i;

/**
 * Watches a page for what must never happen (issues 32 and 33): a console error (a failed request included), an
 * uncaught exception, and anything its Content-Security-Policy blocks. Call before `page.goto`; the function it
 * returns lists what was seen so far. `expectedFailures`: the addresses whose failed load is the answer the screen
 * asks for and expects, which Chromium logs as an error all the same (the 404 of a receipt or of a page that does
 * not exist); a failed load of any other address is a problem.
 */
export async function watchProblems(
  page: Page,
  { expectedFailures = [] }: { expectedFailures?: readonly RegExp[] } = {},
): Promise<() => Promise<string[]>> {
  const problems: string[] = [];
  const violations = await watchPolicy(page);
  page.on('console', (message) => {
    // What the policy blocks, watchPolicy has already.
    if (message.type() !== 'error' || POLICY_MESSAGE.test(message.text())) return;
    if (!message.text().startsWith('Failed to load resource'))
      return void problems.push(`console.error: ${message.text()}`);
    const { url } = message.location();
    if (!expectedFailures.some((address) => address.test(url)))
      problems.push(`console.error: ${message.text()} ${url}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return async () => [
    ...problems,
    ...(await violations()).map((violation) => `Content-Security-Policy: ${violation}`),
  ];
}

type Watched = Window & { cspViolations?: string[] };

/**
 * Until three frames in a row have no finite animation running: one that starts a frame after a dialog mounts
 * (React Aria's entering state) is waited for too. What is measured or checked then is where it comes to rest,
 * not a frame of its fade and rise.
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    for (let quiet = 0; quiet < 3; ) {
      await frame();
      const running = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY,
        );
      if (running.length === 0) quiet += 1;
      else {
        quiet = 0;
        await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
      }
    }
  });
}

/**
 * What axe-core finds on the page as it is now (every rule axe runs by default, WCAG 2.x A and AA and its best
 * practices, whatever their impact), one line per element: rule, impact, element, and axe's summary of the fix.
 * `within` limits the check to part of the page (a dialog). axe-core's bundled promise library tries
 * `Function('return this')` (and catches the refusal): that one `script-src eval` violation, raised while axe runs,
 * is axe's and not the page's, and is forgotten. What is on its way in (a dialog's fade and rise) is checked once
 * it has arrived: half-faded text is no contrast anyone reads.
 */
export async function accessibilityFindings(page: Page, within?: string): Promise<string[]> {
  await animationsDone(page);
  const before = await page.evaluate(() => (window as Watched).cspViolations?.length ?? 0);
  // Only the violations are gathered in full (axe's `resultTypes`): every rule still runs, and the passes it would
  // otherwise list node by node cost a large page seconds.
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if (within !== undefined) builder = builder.include(within);
  const { violations } = await builder.analyze();
  await page.evaluate((from) => {
    const seen = (window as Watched).cspViolations;
    if (seen === undefined) return;
    const axes = seen.slice(from).filter((violation) => violation.startsWith('script-src eval '));
    for (const violation of axes) seen.splice(seen.indexOf(violation, from), 1);
  }, before);
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'no impact'}) ${node.target.join(' ')}: ${
          node.failureSummary?.replace(/\s+/g, ' ') ?? violation.help
        }`,
    ),
  );
}

/** The side a thumb's target needs, in CSS pixels (issue 33; WCAG 2.5.5's 44 × 44). */
export const THUMB = 44;

/**
 * What a thumb cannot hit reliably on the page as it is now: every visible link, button, form control and widget
 * whose box (its label's, for a control inside or tied to a label that is bigger) is less than 44 px high or wide,
 * one line each with its name and size. A link inside a sentence (inline, amid text of its parent block) is not a
 * target of its own: WCAG 2.5.8 exempts it, and text cannot be 44 px high. An element made invisible to the eye
 * and visible to a screen reader (a skip link before its focus: 1 px, clipped) has no size to have.
 */
export function smallTargets(page: Page, within = 'body'): Promise<string[]> {
  return page.locator(within).evaluate((root, thumb) => {
    const interactive = root.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="switch"], [role="checkbox"], [role="radio"], [role="menuitem"], [role="option"], [tabindex]:not([tabindex="-1"])',
    );
    const blockOf = (element: HTMLElement) => {
      let block = element.parentElement;
      while (block !== null && getComputedStyle(block).display.startsWith('inline'))
        block = block.parentElement;
      return block;
    };
    const words = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
    const small: string[] = [];
    for (const element of interactive) {
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      let box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (box.width <= 1 && box.height <= 1) continue;
      if (element.closest('[inert], [aria-hidden="true"]') !== null) continue;
      if (element.tagName === 'A' && style.display === 'inline') {
        const block = blockOf(element);
        if (block !== null && words(block.textContent).length > words(element.textContent).length) continue;
      }
      const label = element instanceof HTMLInputElement ? element.labels?.[0] : undefined;
      if (label !== undefined) {
        const around = label.getBoundingClientRect();
        if (around.width * around.height > box.width * box.height) box = around;
      }
      if (box.height + 0.5 >= thumb && box.width + 0.5 >= thumb) continue;
      const name =
        element.getAttribute('aria-label') ??
        (words(element.textContent) ||
          element.getAttribute('name') ||
          element.getAttribute('title') ||
          element.outerHTML.slice(0, 60));
      small.push(
        `${element.tagName.toLowerCase()} « ${name} » ${Math.round(box.width)} × ${Math.round(box.height)}`,
      );
    }
    return small;
  }, THUMB);
}

/**
 * Zero console errors, uncaught exceptions or policy violations so far (from `watchProblems`), zero axe-core
 * findings on the page (or `within` it), and, with `targets`, no target smaller than a thumb's (`smallTargets`).
 */
export async function expectCleanScreen(
  page: Page,
  problems: () => Promise<string[]>,
  within?: string,
  { targets = false }: { targets?: boolean } = {},
) {
  expect(await problems(), 'console errors, exceptions, Content-Security-Policy violations').toEqual([]);
  expect(await accessibilityFindings(page, within), 'axe-core findings').toEqual([]);
  if (targets) expect(await smallTargets(page, within), 'targets smaller than 44 × 44 px').toEqual([]);
}
