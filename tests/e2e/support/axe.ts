import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * axe-core's serious and critical findings on the current page, one line each.
 * `excludeToasts` leaves sonner's toasts out, where a test is about the page beneath them.
 */
export async function seriousViolations(page: Page, opts: { excludeToasts?: boolean } = {}): Promise<string[]> {
  // Evaluated through the DevTools protocol: a <script> tag with inline code would be blocked by the page's CSP.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (excludeToasts) => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run(excludeToasts ? { exclude: [['[data-sonner-toaster]']] } : document)).violations;
  }, opts.excludeToasts ?? false);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact}: ${v.id} – ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
