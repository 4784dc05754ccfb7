import type { Branding } from './branding';
import { canvas, logoImage, logoMark, root, textLines, box, type SatoriElement } from './template-parts';
import type { FitResult, TextBlockSpec, TextBox } from './text-layout';

export const infoTextBox: TextBox = { width: canvas.width - 2 * 96, height: 640, gap: 40 };

const claimGap = 20;

/** Name, claim (only when set), headline and call to action; the template reads the blocks in this order. */
export function infoTextSpecs(branding: Branding): TextBlockSpec[] {
  const claim = branding.claim.trim();
  return [
    { text: branding.organizationName, weight: 800, maxSize: 80, minSize: 44, lineHeight: 1.1 },
    ...(claim ? [{ text: claim, weight: 400 as const, maxSize: 40, minSize: 28, lineHeight: 1.25 }] : []),
    { text: branding.info.headline, weight: 700, maxSize: 56, minSize: 34, lineHeight: 1.15 },
    { text: branding.info.callToAction, weight: 400, maxSize: 40, minSize: 28, lineHeight: 1.35 },
  ];
}

/** The uploaded logo on a white card (logos are made for white ground), or the star ring in the accent colour. */
function infoLogo(branding: Branding): SatoriElement {
  if (!branding.logo) return logoMark(320, branding);
  return box(
    {
      backgroundColor: '#FFFFFF',
      borderRadius: 24,
      padding: 28,
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
    },
    [logoImage(branding.logo, 520, 260)],
  );
}

/** Sharepic 3: the fixed info image of the organisation; its content comes from the branding only. */
export function infoSharepicTemplate(fit: FitResult, branding: Branding): SatoriElement {
  const hasClaim = branding.claim.trim() !== '';
  const [name, ...rest] = fit.blocks;
  const claim = hasClaim ? rest.shift() : undefined;
  const [headline, cta] = rest;
  const white = branding.colors.text;
  const claimLines = claim ? textLines(claim, white, 'center') : null;
  if (claimLines) claimLines.props.style = { ...claimLines.props.style, marginTop: claimGap };
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
        infoLogo(branding),
        box({ height: 48, flexShrink: 0 }),
        textLines(name, white, 'center'),
        ...(claimLines ? [claimLines] : []),
        box({ width: 120, height: 10, margin: '40px 0', backgroundColor: branding.colors.accent, flexShrink: 0 }),
        textLines(headline, branding.colors.accent, 'center'),
        box({ height: 28, flexShrink: 0 }),
        textLines(cta, white, 'center'),
      ],
    ),
  ]);
}
