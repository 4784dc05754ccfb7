import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brandFonts, brandSchema, contrastRatio, type BrandInput } from '../../../shared/brand';
import { logoPng } from '../../../../tests/golden/fixtures';
import { brandFontFiles, brandingFromBrand, brandingKey, defaultBranding } from './branding';

const europeanBlue: BrandInput = {
  organizationName: 'Europa-Union Musterstadt',
  claim: '',
  primaryColor: '#003399',
  accentColor: '#FFCC00',
  font: 'Inter',
  layout: 'photo-scrim',
  infoHeadline: 'Europa geht uns alle an.',
  infoCallToAction: 'Mehr erfahren, mitdiskutieren, mitmachen: Folge uns und sprich uns an!',
};

describe('brandingFromBrand', () => {
  it('turns the default look, stored as a brand, into exactly the default branding', () => {
    const fromBrand = brandingFromBrand(brandSchema.parse(europeanBlue));
    const fallback = defaultBranding('Europa-Union Musterstadt');
    expect({
      ...fromBrand,
      colors: { ...fromBrand.colors, primaryDark: fromBrand.colors.primaryDark.toLowerCase() },
    }).toEqual(fallback);
  });

  it('derives a darker gradient end and scrim tint from the primary colour, with more contrast to white', () => {
    const b = brandingFromBrand(brandSchema.parse({ ...europeanBlue, primaryColor: '#9b1c31' }));
    expect(b.colors.primary).toBe('#9B1C31');
    expect(b.colors.primaryDark).toBe('#4e0e19');
    expect(b.colors.scrimRgb).toBe('78, 14, 25');
    expect(b.colors.text).toBe('#FFFFFF');
    expect(contrastRatio('#FFFFFF', b.colors.primaryDark)).toBeGreaterThan(contrastRatio('#FFFFFF', b.colors.primary));
  });

  it('takes claim, layout, info texts and logo from the brand', async () => {
    const logo = await logoPng();
    const b = brandingFromBrand(
      brandSchema.parse({ ...europeanBlue, claim: 'Für Europa vor Ort', layout: 'photo-band', font: 'Roboto Slab' }),
      logo,
    );
    expect(b.claim).toBe('Für Europa vor Ort');
    expect(b.layout).toBe('photo-band');
    expect(b.fonts.family).toBe('Roboto Slab');
    expect(b.logo).toBe(logo);
    expect(b.info.headline).toBe('Europa geht uns alle an.');
  });

  for (const font of brandFonts) {
    it(`finds latin and latin-ext files of ${font} for every weight`, () => {
      const { family, files } = brandFontFiles(font);
      expect(family).toBe(font);
      expect(files.map((f) => f.weight)).toEqual([400, 400, 700, 700, 800, 800]);
      expect(files.filter((f) => f.path.includes('-latin-ext-'))).toHaveLength(3);
      for (const f of files) expect(existsSync(f.path)).toBe(true);
    });
  }
});

describe('brandingKey', () => {
  it('is short with a logo and changes when the logo or any setting changes', async () => {
    const base = defaultBranding('Europa-Union Musterstadt');
    const logo = await logoPng();
    const withLogo = brandingKey({ ...base, logo });
    expect(withLogo.length).toBeLessThan(2_000);
    expect(brandingKey({ ...base, logo: { ...logo } })).toBe(withLogo);
    expect(brandingKey({ ...base, logo: { ...logo, png: Buffer.concat([logo.png, Buffer.from([0])]) } })).not.toBe(
      withLogo,
    );
    expect(brandingKey(base)).not.toBe(withLogo);
    expect(brandingKey({ ...base, layout: 'photo-band' })).not.toBe(brandingKey(base));
  });
});
