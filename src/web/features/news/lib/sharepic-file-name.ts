/**
 * The download name of a sharepic: the title with spaces replaced by underscores, directly followed by the
 * 1-based index, then `.png` (`EU_Gipfel_in_Brüssel1.png`).
 */
export function sharepicFileName(title: string, index: number): string {
  return `${title.trim().replace(/\s/g, '_')}${index}.png`;
}
