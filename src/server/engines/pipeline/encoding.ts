/** Bytes → text for feeds: honour BOM, Content-Type and XML declaration; repair double-encoded UTF-8. */

const cp1252High: Record<number, number> = {
  0x20ac: 0x80,
  0x201a: 0x82,
  0x0192: 0x83,
  0x201e: 0x84,
  0x2026: 0x85,
  0x2020: 0x86,
  0x2021: 0x87,
  0x02c6: 0x88,
  0x2030: 0x89,
  0x0160: 0x8a,
  0x2039: 0x8b,
  0x0152: 0x8c,
  0x017d: 0x8e,
  0x2018: 0x91,
  0x2019: 0x92,
  0x201c: 0x93,
  0x201d: 0x94,
  0x2022: 0x95,
  0x2013: 0x96,
  0x2014: 0x97,
  0x02dc: 0x98,
  0x2122: 0x99,
  0x0161: 0x9a,
  0x203a: 0x9b,
  0x0153: 0x9c,
  0x017e: 0x9e,
  0x0178: 0x9f,
};

function cp1252Byte(ch: string): number | undefined {
  const code = ch.codePointAt(0)!;
  if (code < 0x100) return code;
  return cp1252High[code];
}

const continuation =
  '[\\u0080-\\u00BF\\u20AC\\u201A\\u0192\\u201E\\u2026\\u2020\\u2021\\u02C6\\u2030\\u0160\\u2039\\u0152\\u017D\\u2018\\u2019\\u201C\\u201D\\u2022\\u2013\\u2014\\u02DC\\u2122\\u0161\\u203A\\u0153\\u017E\\u0178]';
const mojibakeRun = new RegExp(`[\\u00C2-\\u00F4]${continuation}{1,3}`, 'g');
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** "KÃ¶ln" → "Köln": UTF-8 bytes once decoded as cp1252. Only sequences that form valid UTF-8 are replaced. */
export function repairMojibake(text: string): string {
  if (!/[\u00C2-\u00F4]/.test(text)) return text;
  return text.replace(mojibakeRun, (run) => {
    const bytes: number[] = [];
    for (const ch of run) {
      const b = cp1252Byte(ch);
      if (b === undefined) return run;
      bytes.push(b);
    }
    const lead = bytes[0];
    const expected = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : 2;
    if (bytes.length < expected) return run;
    try {
      const decoded = strictUtf8.decode(new Uint8Array(bytes.slice(0, expected)));
      return decoded + run.slice([...run].slice(0, expected).join('').length);
    } catch {
      return run;
    }
  });
}

function charsetFromContentType(contentType?: string): string | undefined {
  const m = contentType?.match(/charset\s*=\s*"?([\w.:-]+)"?/i);
  return m?.[1].toLowerCase();
}

function charsetFromXmlDeclaration(bytes: Uint8Array): string | undefined {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 300));
  const m = head.match(/<\?xml[^>]*encoding\s*=\s*["']([\w.:-]+)["']/i);
  return m?.[1].toLowerCase();
}

function normaliseLabel(label: string | undefined): string | undefined {
  if (!label) return undefined;
  if (label === 'iso-8859-1' || label === 'latin1' || label === 'latin-1' || label === 'us-ascii')
    return 'windows-1252';
  try {
    new TextDecoder(label);
    return label;
  } catch {
    return undefined;
  }
}

/**
 * Decode feed bytes. The BOM wins, then the XML declaration (the document knows itself best),
 * then the HTTP charset; invalid UTF-8 falls back to windows-1252. Mojibake is repaired afterwards.
 */
export function decodeFeedBytes(bytes: Uint8Array, contentType?: string): string {
  let text: string;
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    text = new TextDecoder('utf-8').decode(bytes.subarray(3));
  } else if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    text = new TextDecoder(bytes[0] === 0xff ? 'utf-16le' : 'utf-16be').decode(bytes.subarray(2));
  } else {
    const label =
      normaliseLabel(charsetFromXmlDeclaration(bytes)) ??
      normaliseLabel(charsetFromContentType(contentType)) ??
      'utf-8';
    if (label === 'utf-8' || label === 'utf8') {
      try {
        text = strictUtf8.decode(bytes);
      } catch {
        text = new TextDecoder('windows-1252').decode(bytes);
      }
    } else {
      text = new TextDecoder(label).decode(bytes);
    }
  }
  return repairMojibake(text.replace(/^\uFEFF/, ''));
}
