import sharp from 'sharp';

/** Deterministic fixture photos (no downloads): the same bytes on every run on the same sharp build. */
const width = 1080;
const height = 1350;

function prng(seed: number) {
  let s = seed;
  return () => (s = (s * 16807) % 2147483647) / 2147483647;
}

async function fromPixels(fill: (x: number, y: number, rnd: () => number) => [number, number, number], seed: number) {
  const rnd = prng(seed);
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b] = fill(x, y, rnd);
      const i = (y * width + x) * 3;
      raw[i] = r;
      raw[i + 1] = g;
      raw[i + 2] = b;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));

/** A night-time scene: dark blue-green gradient with a few lights. */
export const darkPhoto = () =>
  fromPixels((x, y, rnd) => {
    const light = (x * 7 + y * 13) % 997 < 3 ? 180 : 0;
    const n = rnd() * 12;
    return [clamp(10 + (y / height) * 20 + n + light), clamp(20 + (x / width) * 25 + n + light), clamp(40 + n + light)];
  }, 11);

/** An overexposed, nearly white sky with pale clouds. */
export const brightPhoto = () =>
  fromPixels((x, y) => {
    const cloud = 8 * Math.sin(x / 90) * Math.cos(y / 70);
    return [clamp(247 + cloud), clamp(249 + cloud), clamp(252)];
  }, 12);

/** Pure white: the worst case for white text. */
export const whitePhoto = () =>
  sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .jpeg()
    .toBuffer();

/** High-contrast clutter: checkerboard, stripes and noise, bright and dark next to each other. */
export const busyPhoto = () =>
  fromPixels((x, y, rnd) => {
    const checker = (Math.floor(x / 24) + Math.floor(y / 24)) % 2 === 0;
    const stripe = Math.floor((x + y) / 40) % 3;
    const n = rnd() * 60;
    if (checker) return [clamp(255 - n), clamp(240 - n / 2), clamp(200 + n / 3)];
    return [clamp(stripe * 90 + n), clamp(255 - stripe * 70), clamp(n * 3)];
  }, 13);

export const longTitle =
  'Europäisches Parlament beschließt nach monatelangen Verhandlungen die Grenzüberschreitende Gesundheitsdatenraumverordnung – was sich für Patientinnen, Ärzte und Krankenkassen in Baden-Württemberg jetzt ändert';

export const umlautTitle = 'Große Übergänge: Bürgerinnen äußern Kritik an Straßenmaut';

/** 400 characters with umlauts and ß. */
export const body400 =
  'Die Europäische Kommission hat einen Vorschlag zur Reform der Gemeinsamen Agrarpolitik vorgelegt. ' +
  'Landwirtinnen und Landwirte sollen mehr Flexibilität erhalten, während Umweltauflagen vereinfacht werden. ' +
  'Kritiker befürchten Rückschritte beim Klimaschutz; Befürworter sprechen von überfälligem Bürokratieabbau für kleine Höfe. ' +
  'Das Parlament berät im Herbst, größere Änderungen gelten noch als möglich.';

/** A made-up organisation logo (shapes only, no text, so no font is involved): 480×160 PNG, transparent ground. */
export const logoPng = async () => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="160" viewBox="0 0 480 160">
    <circle cx="80" cy="80" r="64" fill="#0E7C3A"/>
    <circle cx="80" cy="80" r="28" fill="#FFFFFF"/>
    <rect x="176" y="40" width="272" height="28" rx="6" fill="#0E7C3A"/>
    <rect x="176" y="92" width="200" height="28" rx="6" fill="#C8102E"/>
  </svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return { png, width: 480, height: 160 };
};

/** A credit as Wikimedia Commons asks for it: author, licence, source. */
export const commonsCredit = 'Foto: Ralf Roletschek / CC BY-SA 4.0 / Wikimedia Commons';
