import { describe, expect, it } from 'vitest';
import { brandSchema, contrastRatio } from './brand';

const valid = {
  organizationName: 'Europa-Union Ulm',
  claim: 'Europa beginnt vor Ort',
  primaryColor: '#003399',
  accentColor: '#ffcc00',
  font: 'Source Sans 3',
  layout: 'photo-band',
  infoHeadline: 'Europa geht uns alle an',
  infoCallToAction: 'Mach mit: europa-union-ulm.de',
};

describe('brand schema', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#003399')).toBeCloseTo(10.86, 1);
  });

  it('accepts a readable brand and normalises colours', () => {
    expect(brandSchema.parse(valid)).toMatchObject({ primaryColor: '#003399', accentColor: '#FFCC00' });
  });

  it('refuses a primary colour white text cannot be read on, naming the measured ratio', () => {
    const r = brandSchema.safeParse({ ...valid, primaryColor: '#FFD700' });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]).toMatchObject({
      path: ['primaryColor'],
      message: expect.stringMatching(
        /^Zu wenig Kontrast: Weiße Schrift auf der Hauptfarbe erreicht nur 1,\d\d:1, nötig sind mindestens 4,50:1\.$/,
      ),
    });
  });

  it('refuses a malformed colour and an unknown layout in German', () => {
    const r = brandSchema.safeParse({ ...valid, accentColor: 'gelb', layout: 'wild' });
    expect(r.error!.issues.map((i) => i.message)).toContain('Bitte eine Farbe im Format #RRGGBB angeben.');
  });
});
