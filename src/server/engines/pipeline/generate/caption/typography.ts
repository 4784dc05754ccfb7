/**
 * One German style for every caption (editorial rubric, class 12): „…“ quotes whatever the outlet used
 * (»…«, "…", “…”), a typographic dash between words, one space.
 */
export function germanTypography(text: string): string {
  return text
    .replace(/»([^»«]*)«/g, '„$1“')
    .replace(/«([^»«]*)»/g, '„$1“')
    .replace(/(^|[\s(–-])"([^"]+)"/g, '$1„$2“')
    .replace(/(^|[\s(–-])“([^“”]+)”/g, '$1„$2“')
    .replace(/\s+-\s+/g, ' – ')
    .replace(/\.\.\./g, '…')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** Quotes inside a quotation become single German quotes: „Sie sagte: ‚Nein‘“. */
export const innerQuotes = (text: string) => text.replace(/„/g, '‚').replace(/“/g, '‘');
