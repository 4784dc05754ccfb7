import type { Branding } from './branding';
import {
  accentBar,
  brandBadge,
  canvas,
  margin,
  root,
  scrimPanel,
  textLines,
  type SatoriElement,
} from './template-parts';
import type { FitResult, TextBlockSpec, TextBox } from './text-layout';

export interface TitleSharepicData {
  titel: string;
  /** Cover-cropped 1080×1350 JPEG, or null for the branded background. */
  photo: Buffer | null;
  /** The photo's credit line („Foto: Name / CC BY-SA 4.0 / Wikimedia Commons“), drawn on the image. */
  photoCredit?: string;
}

export const titleTextBox: TextBox = { width: canvas.width - 2 * margin, height: 700, gap: 0 };

export function titleTextSpecs(data: TitleSharepicData): TextBlockSpec[] {
  return [{ text: data.titel, weight: 800, maxSize: 104, minSize: 56, lineHeight: 1.1 }];
}

/** Sharepic 1: the title over the photo. */
export function titleSharepicTemplate(data: TitleSharepicData, fit: FitResult, branding: Branding): SatoriElement {
  const [title] = fit.blocks;
  return root(branding, [
    brandBadge(branding),
    ...scrimPanel(branding, 260, [accentBar(branding), textLines(title, branding.colors.text)]),
  ]);
}
