// The flags read German: letters of the Latin script (A–ɏ) are enough, and listing them keeps the regular
// expressions small. Unicode property classes (\p{L}) compile into large tables on every first use, which made
// the first assessment in a process take seconds on a busy machine.
const latin = (test: RegExp) => {
  let out = '';
  for (let code = 0x30; code <= 0x24f; code++) {
    const ch = String.fromCharCode(code);
    if (test.test(ch)) out += ch;
  }
  return out;
};
const letters = { L: latin(/\p{L}/u), Lu: latin(/\p{Lu}/u), Ll: latin(/\p{Ll}/u), N: '0-9' };
const boundary = `(?:(?<=[${letters.L}0-9])(?![${letters.L}0-9])|(?<![${letters.L}0-9])(?=[${letters.L}0-9]))`;

/**
 * A regular expression over German text in which `\b` is a boundary between letters (umlauts and ß included)
 * and the rest (JavaScript's own `\b` knows only ASCII letters), and `\p{L}`, `\p{Lu}`, `\p{Ll}`, `\p{N}` stand
 * for the letters, capitals, small letters and digits of the Latin script.
 */
export function words(source: string, flags = ''): RegExp {
  let out = '';
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!;
    if (ch === '\\') {
      const property = /^\\p\{(L|Lu|Ll|N)\}/.exec(source.slice(i));
      if (property) {
        const set = letters[property[1] as keyof typeof letters];
        out += inClass ? set : `[${set}]`;
        i += property[0].length - 1;
      } else if (source[i + 1] === 'b' && !inClass) {
        out += boundary;
        i++;
      } else {
        out += ch + (source[i + 1] ?? '');
        i++;
      }
      continue;
    }
    if (ch === '[' && !inClass) inClass = true;
    else if (ch === ']' && inClass) inClass = false;
    out += ch;
  }
  return new RegExp(out, `${flags}u`);
}
