import { z } from 'zod';
import { messages } from './messages';

/** The organisation's look („Erscheinungsbild“): name, claim, colours, font, layout and the info image's text. */
export const brandFonts = ['Inter', 'Source Sans 3', 'Roboto Slab'] as const;
export const brandLayouts = ['photo-scrim', 'photo-band', 'color-card'] as const;
export type BrandFont = (typeof brandFonts)[number];
export type BrandLayout = (typeof brandLayouts)[number];

export const brandLayoutLabels: Record<BrandLayout, string> = {
  'photo-scrim': 'Foto vollflächig mit Abdunklung',
  'photo-band': 'Foto oben, Farbband unten',
  'color-card': 'Farbfläche ohne Foto',
};

/** Minimum contrast of text on the brand colours (WCAG AA for normal text). */
export const minimumContrast = 4.5;

const channel = (c: number) => {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

/** Relative luminance of a #rrggbb colour (WCAG 2). */
export function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** WCAG contrast ratio of two #rrggbb colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

export const formatRatio = (ratio: number) => `${ratio.toFixed(2).replace('.', ',')}:1`;

/** The longest texts of the look, in characters; the messages above a limit name the limit itself. */
export const brandTextLimits = { organizationName: 80, claim: 120, infoHeadline: 120, infoCallToAction: 200 } as const;

export const brandMessages = {
  colorInvalid: 'Bitte eine Farbe im Format #RRGGBB angeben.',
  contrastTooLow: (what: string, ratio: number) =>
    `Zu wenig Kontrast: ${what} erreicht nur ${formatRatio(ratio)}, nötig sind mindestens ${formatRatio(minimumContrast)}.`,
  nameRequired: 'Bitte den Namen der Organisation angeben.',
  nameTooLong: messages.validation.tooLong('Der Name', brandTextLimits.organizationName),
  claimTooLong: messages.validation.tooLong('Der Claim', brandTextLimits.claim),
  infoHeadlineTooLong: messages.validation.tooLong('Die Überschrift des Info-Bilds', brandTextLimits.infoHeadline),
  infoTooLong: messages.validation.tooLong('Der Text des Info-Bilds', brandTextLimits.infoCallToAction),
  controlCharacters: 'Der Text darf keine Steuerzeichen enthalten.',
  brokenCharacters: 'Der Text enthält ungültige Zeichen.',
} as const;

const color = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, brandMessages.colorInvalid)
  .transform((c) => c.toUpperCase());
// eslint-disable-next-line no-control-regex
const noControl = (s: string) => !/[\u0000-\u0008\u000b-\u001f\u007f]/.test(s);
// Half of a UTF-16 surrogate pair on its own is not a character (PostgreSQL would store U+FFFD or refuse it).
const whole = (s: string) => !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(s);
const line = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .refine(noControl, brandMessages.controlCharacters)
    .refine(whole, brandMessages.brokenCharacters);

/** White text stands on the primary colour; the primary colour's text stands on the accent (badges, bars). */
export const textColor = '#FFFFFF';

export const brandSchema = z
  .object({
    organizationName: line(brandTextLimits.organizationName, brandMessages.nameTooLong).pipe(
      z.string().min(1, brandMessages.nameRequired),
    ),
    claim: line(brandTextLimits.claim, brandMessages.claimTooLong),
    primaryColor: color,
    accentColor: color,
    font: z.enum(brandFonts),
    layout: z.enum(brandLayouts),
    infoHeadline: line(brandTextLimits.infoHeadline, brandMessages.infoHeadlineTooLong),
    infoCallToAction: line(brandTextLimits.infoCallToAction, brandMessages.infoTooLong),
  })
  .superRefine((brand, ctx) => {
    const onPrimary = contrastRatio(textColor, brand.primaryColor);
    if (onPrimary < minimumContrast)
      ctx.addIssue({
        code: 'custom',
        path: ['primaryColor'],
        // Well-formed but unreadable: answered with 422 like any other input over a limit.
        params: { status: 422 },
        message: brandMessages.contrastTooLow('Weiße Schrift auf der Hauptfarbe', onPrimary),
      });
    const onAccent = contrastRatio(brand.primaryColor, brand.accentColor);
    if (onAccent < minimumContrast)
      ctx.addIssue({
        code: 'custom',
        path: ['accentColor'],
        params: { status: 422 },
        message: brandMessages.contrastTooLow('Die Hauptfarbe auf der Akzentfarbe', onAccent),
      });
  });

export type Brand = z.output<typeof brandSchema>;
export type BrandInput = z.input<typeof brandSchema>;

/** Today's look under the organisation's name: what the sharepics show until an admin saves a brand. */
export function defaultBrand(organizationName: string): Brand {
  return {
    organizationName: organizationName.trim().slice(0, brandTextLimits.organizationName) || 'Europa-Union',
    claim: '',
    primaryColor: '#003399',
    accentColor: '#FFCC00',
    font: 'Inter',
    layout: 'photo-scrim',
    infoHeadline: 'Europa geht uns alle an.',
    infoCallToAction: 'Mehr erfahren, mitdiskutieren, mitmachen: Folge uns und sprich uns an!',
  };
}

/** GET /api/brand: what the public header and footer show. */
export type PublicBrandView = Pick<
  Brand,
  'organizationName' | 'claim' | 'primaryColor' | 'accentColor' | 'font' | 'layout'
>;

export const brandRerenderStates = ['queued', 'running', 'done', 'superseded', 'failed'] as const;
export type BrandRerenderState = (typeof brandRerenderStates)[number];

/** GET/PUT /api/settings/brand (admins). */
export interface BrandSettingsView {
  brand: Brand;
  /** Null while the default look is in use (nothing saved yet). */
  version: number | null;
  logo: { width: number; height: number; dataUrl: string } | null;
  /** The re-render of the proposals' images the current version started. */
  rerender: { status: BrandRerenderState; done: number; total: number } | null;
}

/** POST /api/settings/brand/preview: the three sharepics of a sample topic, as data URLs. */
export interface BrandPreviewView {
  images: [string, string, string];
}

/** Logo uploads: at most 1 MB, PNG or SVG, between 32 and 4,000 pixels on each side. */
export const logoLimits = { maxBytes: 1024 * 1024, minSide: 32, maxSide: 4000 } as const;
