/**
 * The URL when the text is an absolute http(s) URL (or one relative to `base`), otherwise null. The
 * protocol of the parsed URL decides: `javascript://host/%0a…` has a host name but is no web address.
 */
export function parseHttpUrl(text: string, base?: URL | string): URL | null {
  let url: URL;
  try {
    url = new URL(text.trim(), base);
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
}
