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
import { splitSourcedLines } from '../../../shared/slide-text';
import { stackHeight, type FitResult, type LaidOutBlock, type TextBlockSpec, type TextBox } from './text-layout';

export interface DetailSharepicData {
  titel: string;
  inhalt: string;
  /** Cover-cropped 1080×1350 JPEG, or null for the branded background. */
  photo: Buffer | null;
  /** Credit line drawn small in the bottom corner while a photo is shown, e.g. „Foto: … / Pexels“. */
  photoCredit?: string;
  /** One line above the text („DAS WICHTIGSTE“). */
  kicker?: string;
  /** Without a photo: the countries the map highlights (see TitleSharepicData). */
  countries?: string[];
  places?: string[];
}

const titleBodyGap = 28;
/** Between a fact and its outlet, and between one fact's outlet and the next fact. */
const sourceGap = 10;
const factGap = 40;
export const detailTextBox: TextBox = { width: canvas.width - 2 * margin, height: 840, gap: titleBodyGap };

/** What each block of sharepic 2 is: its title, a plain body, or a fact with the outlet under it. */
export type DetailBlockRole = 'title' | 'body' | 'fact' | 'source';

/**
 * The blocks of sharepic 2: the title (when there is one) and the body. A body whose lines name their outlet
 * („— DER SPIEGEL“ under a fact, see shared/slide-text.ts) becomes one block per fact and per outlet, so each
 * outlet stands small under its fact; any other body is one block, as before.
 */
export function detailBlocks(data: Pick<DetailSharepicData, 'titel' | 'inhalt'>): {
  specs: TextBlockSpec[];
  roles: DetailBlockRole[];
} {
  const specs: TextBlockSpec[] = [{ text: data.titel, weight: 800, maxSize: 68, minSize: 40, lineHeight: 1.1 }];
  const roles: DetailBlockRole[] = ['title'];
  const items = splitSourcedLines(data.inhalt);
  if (!items.some((item) => item.source)) {
    specs.push({ text: data.inhalt, weight: 400, maxSize: 42, minSize: 26, lineHeight: 1.38 });
    roles.push('body');
    return { specs, roles };
  }
  items.forEach((item, i) => {
    specs.push({
      text: item.text,
      weight: 400,
      maxSize: 46,
      minSize: 26,
      lineHeight: 1.3,
      ...(i > 0 ? { gapBefore: factGap } : {}),
    });
    roles.push('fact');
    if (item.source) {
      specs.push({
        text: `— ${item.source}`,
        weight: 700,
        maxSize: 28,
        minSize: 22,
        lineHeight: 1.2,
        gapBefore: sourceGap,
      });
      roles.push('source');
    }
  });
  return { specs, roles };
}

export const detailTextSpecs = (data: DetailSharepicData): TextBlockSpec[] => detailBlocks(data).specs;

/** Height of the text below the accent bar, with the kicker's extra height. */
export const detailTextHeight = (fit: FitResult, data?: Pick<DetailSharepicData, 'kicker'>) =>
  stackHeight(fit.blocks, titleBodyGap) + kickerExtraHeight(data?.kicker);

// Above the panel, a short fade into it: the photo or the map stays undarkened above the text.
const detailFadeHeight = 120;

/** The first row of this image's text in `layout` (see `textTop`). */
export const detailTextTop = (fit: FitResult, layout: BrandLayout, data?: Pick<DetailSharepicData, 'kicker'>) =>
  textTop(layout, detailTextHeight(fit, data));

/** Sharepic 2: title and body over the photo (or below it, or on the colour card), as the branding's layout says. */
export function detailSharepicTemplate(
  data: DetailSharepicData,
  fit: FitResult,
  branding: Branding,
  credit: LaidOutBlock | null = null,
  /** The whole layer, or the part the renderer asks for (see `TemplateParts`). */
  parts: TemplateParts = 'all',
): SatoriElement {
  const layout = effectiveLayout(branding, data.photo);
  const { roles } = detailBlocks(data);
  const content: SatoriElement[] = [lead(branding, data.kicker)];
  let above = false;
  fit.blocks.forEach((block, i) => {
    if (block.lines.length === 0) return;
    const color = roles[i] === 'source' ? branding.colors.accent : branding.colors.text;
    // A fact's figures stand out in the accent colour: they are what a reader of sharepic 2 looks for.
    const element = textLines(block, color, 'left', roles[i] === 'fact' ? branding.colors.accent : undefined);
    if (above) element.props.style = { ...element.props.style, marginTop: block.gapBefore ?? titleBodyGap };
    content.push(element);
    above = true;
  });
  return root(branding, [
    ...(parts === 'all' ? [brandBadge(branding)] : []),
    ...textArea(branding, layout, detailFadeHeight, detailTextHeight(fit, data), content, parts),
    ...(credit && layout !== 'color-card' && parts !== 'backdrop' ? [photoCreditLine(credit, branding)] : []),
  ]);
}
