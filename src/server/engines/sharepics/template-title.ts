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

export interface TitleSharepicData {
  titel: string;
  /** Cover-cropped 1080×1350 JPEG, or null for the branded background. */
  photo: Buffer | null;
  /** Credit line drawn small in the bottom corner while a photo is shown, e.g. „Foto: … / Pexels“. */
  photoCredit?: string;
}

export const titleTextBox: TextBox = { width: canvas.width - 2 * margin, height: 700, gap: 0 };

export function titleTextSpecs(data: TitleSharepicData): TextBlockSpec[] {
  return [{ text: data.titel, weight: 800, maxSize: 104, minSize: 56, lineHeight: 1.1 }];
}

export const titleTextHeight = (fit: FitResult) => blocksHeight(fit.blocks, titleTextBox.gap);

const titleFadeHeight = 260;

/** The first row of this image's text in `layout` (see `textTop`). */
export const titleTextTop = (fit: FitResult, layout: BrandLayout) => textTop(layout, titleTextHeight(fit));

/** Sharepic 1: the title over the photo (or below it, or on the colour card), as the branding's layout says. */
export function titleSharepicTemplate(
  data: TitleSharepicData,
  fit: FitResult,
  branding: Branding,
  credit: LaidOutBlock | null = null,
  /** The whole layer, or the part the renderer asks for (see `TemplateParts`). */
  parts: TemplateParts = 'all',
): SatoriElement {
  const [title] = fit.blocks;
  const layout = effectiveLayout(branding, data.photo);
  return root(branding, [
    ...(parts === 'all' ? [brandBadge(branding)] : []),
    ...textArea(
      branding,
      layout,
      titleFadeHeight,
      titleTextHeight(fit),
      [accentBar(branding), textLines(title, branding.colors.text)],
      parts,
    ),
    ...(credit && layout !== 'color-card' && parts !== 'backdrop' ? [photoCreditLine(credit, branding)] : []),
  ]);
}
