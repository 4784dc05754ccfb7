/**
 * npx tsx bench/sharepic-capacity.ts
 * How many characters of ordinary German text the sharepic templates hold at their smallest font sizes, measured
 * with the real templates, fonts and layout (a bisection on the text length, without rendering images). The
 * budgets in src/shared/limits.ts come from these figures; re-run this after changing a template or a font.
 */
import { body400, longTitle } from '../tests/golden/fixtures';
import { defaultBranding } from '../src/server/engines/sharepics/branding';
import { fitText } from '../src/server/engines/sharepics/render';
import { detailTextBox, detailTextSpecs } from '../src/server/engines/sharepics/template-detail';
import { titleTextBox, titleTextSpecs } from '../src/server/engines/sharepics/template-title';
import {
  sharepicBodyMaxChars,
  sharepicReadableChars,
  sharepicReadableSizes,
  sharepicTitleMaxChars,
} from '../src/shared/limits';

const branding = defaultBranding('Europa-Union Musterstadt');
const samples = {
  'news sentence':
    'Die Europäische Kommission schlägt neue Regeln für schnellere Asylverfahren an den Außengrenzen vor, die Mitgliedstaaten beraten im Rat darüber. ',
  'golden body': `${body400} `,
  'golden title': `${longTitle} `,
};
const textOf = (sample: string, n: number) =>
  sample
    .repeat(Math.ceil(n / sample.length))
    .slice(0, n)
    .trim();

/** Largest length (to 5 characters) at which `fits` still holds. */
async function capacity(fits: (n: number) => Promise<boolean>): Promise<number> {
  let lo = 10;
  let hi = 6000;
  while (hi - lo > 5) {
    const mid = (lo + hi) >> 1;
    if (await fits(mid)) lo = mid;
    else hi = mid;
  }
  return lo;
}

const fitsTitle = async (titel: string) =>
  !(await fitText(titleTextSpecs({ titel, photo: null }), titleTextBox, branding)).overflow;
const fitsDetail = async (titel: string, inhalt: string) =>
  !(await fitText(detailTextSpecs({ titel, inhalt, photo: null }), detailTextBox, branding)).overflow;

console.log(`${'sample'.padEnd(16)}${'title 1'.padStart(9)}${'title 2'.padStart(9)}${'body 2'.padStart(9)}`);
for (const [name, sample] of Object.entries(samples)) {
  const title1 = await capacity((n) => fitsTitle(textOf(sample, n)));
  const title2 = await capacity((n) => fitsDetail(textOf(sample, n), ''));
  // Body next to a short title of 60 characters, as the pipeline writes them.
  const body2 = await capacity((n) => fitsDetail(textOf(sample, 60), textOf(sample, n)));
  console.log(
    `${name.padEnd(16)}${String(title1).padStart(9)}${String(title2).padStart(9)}${String(body2).padStart(9)}`,
  );
}
console.log(`\nbudgets: title ${sharepicTitleMaxChars}, body ${sharepicBodyMaxChars} characters`);

// How much stays at or above the readable sizes (the edit dialog's warning, src/shared/limits.ts).
const readableTitle = async (titel: string) => {
  const fit = await fitText(titleTextSpecs({ titel, photo: null }), titleTextBox, branding);
  return !fit.overflow && fit.blocks[0]!.fontSize >= sharepicReadableSizes.title;
};
const readableBody = async (titel: string, inhalt: string) => {
  const fit = await fitText(detailTextSpecs({ titel, inhalt, photo: null }), detailTextBox, branding);
  const [title, body] = fit.blocks;
  return (
    !fit.overflow &&
    body!.fontSize >= sharepicReadableSizes.body &&
    (title!.lines.length === 0 || title!.fontSize >= sharepicReadableSizes.detailTitle)
  );
};
console.log(
  `\n${'sample'.padEnd(16)}${'title'.padStart(9)}${'body'.padStart(9)}${'body+t'.padStart(9)}  (readable sizes)`,
);
for (const [name, sample] of Object.entries(samples)) {
  const title = await capacity((n) => readableTitle(textOf(sample, n)));
  const body = await capacity((n) => readableBody('', textOf(sample, n)));
  const bodyWithTitle = await capacity((n) => readableBody(textOf(sample, 60), textOf(sample, n)));
  console.log(
    `${name.padEnd(16)}${String(title).padStart(9)}${String(body).padStart(9)}${String(bodyWithTitle).padStart(9)}`,
  );
}
console.log(`readable budgets: ${JSON.stringify(sharepicReadableChars)}`);
