import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';

/** A drawn landscape (sky, hills, a town hall) standing in for a photo in the preview: no file, no network. */
const landscape = `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="1350" viewBox="0 0 1080 1350">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#5b8fc9"/><stop offset="0.6" stop-color="#c9dff2"/><stop offset="1" stop-color="#f4e3c3"/>
    </linearGradient>
  </defs>
  <rect width="1080" height="1350" fill="url(#sky)"/>
  <circle cx="820" cy="260" r="90" fill="#fff3c4"/>
  <path d="M0 900 Q270 760 540 880 T1080 850 V1350 H0 Z" fill="#6f9a5a"/>
  <path d="M0 1010 Q300 900 620 1000 T1080 980 V1350 H0 Z" fill="#4e7a42"/>
  <g fill="#8a6d55"><rect x="360" y="640" width="360" height="340"/><polygon points="340,650 540,500 740,650"/>
  <rect x="510" y="420" width="60" height="120"/></g>
  <g fill="#e9dcc7"><rect x="400" y="700" width="50" height="80"/><rect x="515" y="700" width="50" height="80"/>
  <rect x="630" y="700" width="50" height="80"/><rect x="500" y="840" width="80" height="140"/></g>
</svg>`;

let photo: Promise<Buffer> | undefined;

/** The sample topic's background as JPEG, drawn once per process. */
export function samplePhoto(): Promise<Buffer> {
  photo ??= sharp(new Resvg(landscape, { font: { loadSystemFonts: false } }).render().asPng())
    .jpeg({ quality: 80 })
    .toBuffer();
  return photo;
}
