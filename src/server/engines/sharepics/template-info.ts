import type { Branding } from './branding';
import { canvas, logoMark, root, textLines, box, type SatoriElement } from './template-parts';
import type { FitResult, TextBlockSpec, TextBox } from './text-layout';

export const infoTextBox: TextBox = { width: canvas.width - 2 * 96, height: 640, gap: 40 };

export function infoTextSpecs(branding: Branding): TextBlockSpec[] {
  return [
    { text: branding.organizationName, weight: 800, maxSize: 80, minSize: 44, lineHeight: 1.1 },
    { text: branding.info.headline, weight: 700, maxSize: 56, minSize: 34, lineHeight: 1.15 },
    { text: branding.info.callToAction, weight: 400, maxSize: 40, minSize: 28, lineHeight: 1.35 },
  ];
}

/** Sharepic 3: the fixed info image of the organisation; its content comes from the branding only. */
export function infoSharepicTemplate(fit: FitResult, branding: Branding): SatoriElement {
  const [name, headline, cta] = fit.blocks;
  const white = branding.colors.text;
  return root(branding, [
    box(
      {
        position: 'absolute',
        top: 0,
        left: 0,
        width: canvas.width,
        height: canvas.height,
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        padding: '0 96px',
        boxSizing: 'border-box',
      },
      [
        logoMark(320, branding),
        box({ height: 48, flexShrink: 0 }),
        textLines(name, white, 'center'),
        box({ width: 120, height: 10, margin: '40px 0', backgroundColor: branding.colors.accent, flexShrink: 0 }),
        textLines(headline, branding.colors.accent, 'center'),
        box({ height: 28, flexShrink: 0 }),
        textLines(cta, white, 'center'),
      ],
    ),
  ]);
}
