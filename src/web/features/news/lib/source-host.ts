/** Only the host name of a source URL (SPEC.md §2); null when the URL cannot be parsed. */
export function sourceHost(url: string): string | null {
  try {
    return new URL(url).hostname || null;
  } catch {
    return null;
  }
}
