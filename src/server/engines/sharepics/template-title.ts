import type { Branding } from './branding';
import {
  brandBadge,
  canvas,
  effectiveLayout,
  kickerExtraHeight,
  lead,
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
import { sharepicReadableSizes } from '../../../shared/limits';
import { stackHeight, type FitResult, type LaidOutBlock, type TextBlockSpec, type TextBox } from './text-layout';

export interface TitleSharepicData {
  titel: string;
  /** Cover-cropped 1080×1350 JPEG, or null for the branded background. */
  photo: Buffer | null;
  /** Credit line drawn small in the bottom corner while a photo is shown, e.g. „Foto: … / Pexels“. */
  photoCredit?: string;
  /** One line above the title: topic and place („WAHLEN · FRANKREICH“). */
  kicker?: string;
  /**
   * Without a photo: the countries (ISO alpha-2) the map behind the text highlights; an empty list shows Europe
   * alone. Absent: the branded background of earlier topics.
   */
  countries?: string[];
  /** Places the map marks with a dot (shared/countries.ts). */
  places?: string[];
}

export const titleTextBox: TextBox = { width: canvas.width - 2 * margin, height: 700, gap: 0 };

/** The smallest size at which the title still reads well on a phone; below it the dialog warns. */
export const titleReadableSize = sharepicReadableSizes.title;

/**
 * A headline in more lines reads as a paragraph, and its end is lost in the profile grid's crop: four lines
 * while the title keeps a readable size, five only where four would make it smaller (render.ts fitTitle).
 */
export const titleLines = { preferred: 4, most: 5 } as const;

export function titleTextSpecs(data: TitleSharepicData, lines: keyof typeof titleLines = 'most'): TextBlockSpec[] {
  const minSize = lines === 'preferred' ? titleReadableSize : 56;
  return [{ text: data.titel, weight: 800, maxSize: 104, minSize, lineHeight: 1.1, maxLines: titleLines[lines] }];
}

/** Height of the text below the accent bar, with the kicker's extra height. */
export const titleTextHeight = (fit: FitResult, data?: Pick<TitleSharepicData, 'kicker'>) =>
  stackHeight(fit.blocks, titleTextBox.gap) + kickerExtraHeight(data?.kicker);

// Above the panel, a short fade into it: the photo or the map stays undarkened above the text.
const titleFadeHeight = 140;

/** The first row of this image's text in `layout` (see `textTop`). */
export const titleTextTop = (fit: FitResult, layout: BrandLayout, data?: Pick<TitleSharepicData, 'kicker'>) =>
  textTop(layout, titleTextHeight(fit, data));

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
      titleTextHeight(fit, data),
      [lead(branding, data.kicker), textLines(title, branding.colors.text)],
      parts,
    ),
    ...(credit && layout !== 'color-card' && parts !== 'backdrop' ? [photoCreditLine(credit, branding)] : []),
  ]);
}
