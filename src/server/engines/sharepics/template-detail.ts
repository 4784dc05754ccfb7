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

export interface DetailSharepicData {
  titel: string;
  inhalt: string;
  /** Cover-cropped 1080×1350 JPEG, or null for the branded background. */
  photo: Buffer | null;
  /** The photo's credit line („Foto: Name / CC BY-SA 4.0 / Wikimedia Commons“), drawn on the image. */
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

/** Sharepic 2: title and body over the photo. */
export function detailSharepicTemplate(data: DetailSharepicData, fit: FitResult, branding: Branding): SatoriElement {
  const [title, body] = fit.blocks;
  const parts: SatoriElement[] = [accentBar(branding)];
  if (title.lines.length > 0) parts.push(textLines(title, branding.colors.text));
  if (body.lines.length > 0) {
    const spaced = textLines(body, branding.colors.text);
    spaced.props.style = { ...spaced.props.style, marginTop: title.lines.length > 0 ? titleBodyGap : 0 };
    parts.push(spaced);
  }
  return root(branding, [brandBadge(branding), ...scrimPanel(branding, 200, parts)]);
}
