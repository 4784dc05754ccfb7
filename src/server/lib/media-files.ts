import path from 'node:path';

/**
 * The media folder's layout, known only here: files live in `<mediaDir>/<area>/<name>` (mediaDir is
 * DATA_DIR/media, from env) and are served at `/media/<area>/<name>`.
 */
export const mediaMount = '/media';
export const mediaUrlPrefix = `${mediaMount}/`;
export type MediaArea = 'sharepics' | 'uploads';

export const mediaAreaDir = (mediaDir: string, area: MediaArea) => path.join(mediaDir, area);
export const mediaAreaUrl = (area: MediaArea) => `${mediaUrlPrefix}${area}/`;
export const mediaUrlOf = (area: MediaArea, name: string) => `${mediaAreaUrl(area)}${name}`;

/**
 * The file behind a URL path under /media (percent-encoding decoded), or null when the path is not
 * under /media, cannot be decoded, or would lead out of the folder.
 */
export function mediaFileOf(mediaDir: string, urlPath: string): string | null {
  if (!urlPath.startsWith(mediaUrlPrefix)) return null;
  let relative: string;
  try {
    relative = decodeURIComponent(urlPath.slice(mediaUrlPrefix.length));
  } catch {
    return null;
  }
  if (relative.includes('\0')) return null;
  const root = path.resolve(mediaDir);
  const file = path.resolve(root, '.' + path.posix.normalize('/' + relative));
  return file.startsWith(root + path.sep) ? file : null;
}
