/** SPEC.md §2: the title with spaces replaced by underscores, plus the 1-based index, plus `.png`. */
export function sharepicFileName(title: string, index: number): string {
  return `${title.trim().replace(/\s/g, '_')}_${index}.png`;
}
