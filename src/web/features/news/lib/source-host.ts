/** Only the host name of a source URL, as the card shows it; null when the URL cannot be parsed. */
export function sourceHost(url: string): string | null {
  try {
    return new URL(url).hostname || null;
  } catch {
    return null;
  }
}
