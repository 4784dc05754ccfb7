import type { Branding } from './branding';
import {
  accentBar,
  blocksHeight,
  brandBadge,
  canvas,
  effectiveLayout,
  margin,
  photoCreditLine,
  root,
  textArea,
  textTop,
  type TemplateParts,
  textLines,
  type SatoriElement,
} from './template-parts';
import type { BrandLayout } from '../../../shared/brand';
import type { FitResult, LaidOutBlock, TextBlockSpec, TextBox } from './text-layout';

export interface DetailSharepicData {
  titel: string;
  inhalt: string;
  /** Cover-cropped 1080×1350 JPEG, or null for the branded background. */
  photo: Buffer | null;
  /** Credit line drawn small in the bottom corner while a photo is shown, e.g. „Foto: … / Pexels“. */
  photoCredit?: string;
}

const titleBodyGap = 28;
export const detailTextBox: TextBox = { width: canvas.width - 2 * margin, height: 840, gap: titleBodyGap };

export function detailTextSpecs(data: DetailSharepicData): TextBlockSpec[] {
  return [
    { text: data.titel, weight: 800, maxSize: 68, minSize: 40, lineHeight: 1.1 },
    { text: data.inhalt, weight: 400, maxSize: 42, minSize: 26, lineHeight: 1.38 },
  ];
}

export const detailTextHeight = (fit: FitResult) => blocksHeight(fit.blocks, titleBodyGap);

const detailFadeHeight = 200;

/** The first row of this image's text in `layout` (see `textTop`). */
export const detailTextTop = (fit: FitResult, layout: BrandLayout) => textTop(layout, detailTextHeight(fit));

/** Sharepic 2: title and body over the photo (or below it, or on the colour card), as the branding's layout says. */
export function detailSharepicTemplate(
  data: DetailSharepicData,
  fit: FitResult,
  branding: Branding,
  credit: LaidOutBlock | null = null,
  /** The whole layer, or the part the renderer asks for (see `TemplateParts`). */
  parts: TemplateParts = 'all',
): SatoriElement {
  const [title, body] = fit.blocks;
  const layout = effectiveLayout(branding, data.photo);
  const content: SatoriElement[] = [accentBar(branding)];
  if (title.lines.length > 0) content.push(textLines(title, branding.colors.text));
  if (body.lines.length > 0) {
    const spaced = textLines(body, branding.colors.text);
    spaced.props.style = { ...spaced.props.style, marginTop: title.lines.length > 0 ? titleBodyGap : 0 };
    content.push(spaced);
  }
  return root(branding, [
    ...(parts === 'all' ? [brandBadge(branding)] : []),
    ...textArea(branding, layout, detailFadeHeight, detailTextHeight(fit), content, parts),
    ...(credit && layout !== 'color-card' && parts !== 'backdrop' ? [photoCreditLine(credit, branding)] : []),
  ]);
}
