/**
 * A word diff for the activity log: the texts are split into words and the runs of white space between
 * them, and the longest common subsequence of those tokens decides what stayed (`=`), went (`-`) and came
 * (`+`). Lossless: the `=` and `-` parts give the old text, the `=` and `+` parts the new one.
 */
export type DiffOp = ['=' | '-' | '+', string];

/** Above this many tokens per side the table would get large; the diff is then one removal and one addition. */
const maxTokens = 3000;

const tokens = (text: string) => text.split(/(\s+)/).filter((t) => t !== '');

export function wordDiff(before: string, after: string): DiffOp[] {
  if (before === after) return before ? [['=', before]] : [];
  const a = tokens(before);
  const b = tokens(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  const ops: DiffOp[] = [];
  const push = (op: DiffOp[0], text: string) => {
    const last = ops.at(-1);
    if (last && last[0] === op) last[1] += text;
    else ops.push([op, text]);
  };
  for (const t of a.slice(0, start)) push('=', t);
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  if (midA.length > maxTokens || midB.length > maxTokens) {
    if (midA.length) push('-', midA.join(''));
    if (midB.length) push('+', midB.join(''));
  } else {
    // lcs[i][j]: length of the longest common subsequence of midA[i..] and midB[j..].
    const n = midA.length;
    const m = midB.length;
    const lcs = Array.from({ length: n + 1 }, () => new Uint16Array(m + 1));
    for (let i = n - 1; i >= 0; i -= 1) {
      for (let j = m - 1; j >= 0; j -= 1) {
        lcs[i]![j] = midA[i] === midB[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
      }
    }
    let i = 0;
    let j = 0;
    while (i < n && j < m) {
      if (midA[i] === midB[j]) {
        push('=', midA[i]!);
        i += 1;
        j += 1;
      } else if (lcs[i + 1]![j]! >= lcs[i]![j + 1]!) {
        push('-', midA[i]!);
        i += 1;
      } else {
        push('+', midB[j]!);
        j += 1;
      }
    }
    for (; i < n; i += 1) push('-', midA[i]!);
    for (; j < m; j += 1) push('+', midB[j]!);
  }
  for (const t of a.slice(endA)) push('=', t);
  return ops;
}

/** The old (`-`) or new (`+`) text a diff was made from. */
export function diffSide(ops: DiffOp[], side: '-' | '+'): string {
  return ops
    .filter(([op]) => op === '=' || op === side)
    .map(([, text]) => text)
    .join('');
}
