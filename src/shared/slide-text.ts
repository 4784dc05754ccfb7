/**
 * The body of sharepic 2 as the team sees and edits it: each fact (or a quote) on its own, the outlet it comes
 * from on the line under it after a dash, a blank line between facts:
 *
 *   Der Leitzins sinkt um 0,25 Prozentpunkte auf 4,25 Prozent.
 *   — DER SPIEGEL
 *
 *   Zugleich hebt die EZB ihre Inflationsprognose an.
 *   — POLITICO Europe
 *
 * The renderer draws the outlet small under its fact. A body without such lines is drawn as one text, as before.
 */
export interface SourcedLine {
  text: string;
  source?: string;
}

const sourceLine = /^[—–]\s*(.+)$/;

export function joinSourcedLines(items: SourcedLine[]): string {
  return items.map((item) => (item.source ? `${item.text}\n— ${item.source}` : item.text)).join('\n\n');
}

export function splitSourcedLines(text: string): SourcedLine[] {
  const items: SourcedLine[] = [];
  let open: SourcedLine | null = null;
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (line === '') {
      open = null;
      continue;
    }
    const source = sourceLine.exec(line)?.[1]?.trim();
    if (source && open && !open.source) {
      open.source = source;
      open = null;
    } else if (open) {
      open.text = `${open.text} ${line}`;
    } else {
      open = { text: line };
      items.push(open);
    }
  }
  return items;
}
