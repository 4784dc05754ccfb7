import sharp from 'sharp';

/**
 * A perceptual hash (pHash): the image in grey at 32 × 32, its discrete cosine transform, and one bit per
 * low frequency (the 8 × 8 corner without the mean) saying whether it lies above their median. Images that
 * look alike have hashes a few bits apart; the Hamming distance of two hashes says how different they look.
 */
export async function perceptualHash(png: Buffer): Promise<boolean[]> {
  const n = 32;
  const pixels = await sharp(png).greyscale().resize(n, n, { fit: 'fill' }).raw().toBuffer();
  const cos = (i: number, u: number) => Math.cos(((2 * i + 1) * u * Math.PI) / (2 * n));
  const low: number[] = [];
  for (let u = 0; u < 8; u++)
    for (let v = 0; v < 8; v++) {
      if (u === 0 && v === 0) continue;
      let sum = 0;
      for (let y = 0; y < n; y++) for (let x = 0; x < n; x++) sum += pixels[y * n + x]! * cos(y, u) * cos(x, v);
      low.push(sum);
    }
  const median = [...low].sort((a, b) => a - b)[Math.floor(low.length / 2)]!;
  return low.map((c) => c > median);
}

export const hammingDistance = (a: boolean[], b: boolean[]) => a.filter((bit, i) => bit !== b[i]).length;
