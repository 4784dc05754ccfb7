import { z } from 'zod';
import { int4Max, textLimits } from './limits';
import { messages } from './messages';

const v = messages.validation;

// C0 control characters except tab, line feed and carriage return, and DEL: nobody types them, and
// PostgreSQL refuses NUL in text and jsonb.
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const controlCharactersOrLineBreaks = /[\u0000-\u001f\u007f]/;
// Half of a UTF-16 surrogate pair on its own is not a character; stored, it would silently become U+FFFD.
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function hasControlCharacters(text: string, opts: { multiline?: boolean } = {}): boolean {
  return (opts.multiline ? controlCharacters : controlCharactersOrLineBreaks).test(text);
}

export const hasBrokenCharacters = (text: string): boolean => loneSurrogate.test(text);

export interface TextOptions {
  /** Named in the message above the limit, e.g. „Der Titel“. */
  label: string;
  max: number;
  /** Line breaks and tabs allowed (captions, body texts). */
  multiline?: boolean;
  trim?: boolean;
}

/**
 * A text as people type it: at most `max` characters, without control characters or broken Unicode.
 * The length is checked first, so a megabyte of text costs one comparison, not a scan.
 */
export function plainText({ label, max, multiline = false, trim = false }: TextOptions) {
  const base = trim ? z.string().trim() : z.string();
  return base
    .max(max, v.tooLong(label, max))
    .refine((s) => s.length > max || !hasControlCharacters(s, { multiline }), v.controlCharacters)
    .refine((s) => s.length > max || !hasBrokenCharacters(s), v.brokenCharacters);
}

/** True for an absolute `http:` or `https:` URL with a host. A host alone is no proof: `javascript://host/…` has one. */
export function isHttpUrl(value: string): boolean {
  if (hasControlCharacters(value) || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Every stored link: http(s) only, so no `javascript:` or `data:` link can reach a page. */
export function httpUrl(message: string = v.invalidUrl) {
  return z.string().trim().max(textLimits.url, v.tooLong('Die Adresse', textLimits.url)).refine(isHttpUrl, message);
}

/** An image the server produced or received as upload, e.g. `/media/uploads/ab12.jpg`. */
export const isMediaPath = (value: string): boolean =>
  /^\/media\/[A-Za-z0-9._/-]+$/.test(value) && !value.split('/').includes('..');

/** A sharepic background: empty (branded background), an http(s) URL or an uploaded image. */
export const imageUrl = z
  .string()
  .trim()
  .max(textLimits.url, v.tooLong('Die Bildadresse', textLimits.url))
  .refine((s) => s === '' || isMediaPath(s) || isHttpUrl(s), v.invalidImageUrl);

/** Optimistic-concurrency version as stored (PostgreSQL `integer`). */
export const versionField = z
  .number({ error: v.invalidVersion })
  .int(v.invalidVersion)
  .positive(v.invalidVersion)
  .max(int4Max, v.invalidVersion);

/** The id in the path of a topic, source or run: a UUID. Anything else names nothing (answered as not found). */
export const uuidParam = z.object({ id: z.uuid() });

/** better-auth's user ids: 32 letters and digits (ids made by other versions may differ slightly). */
export const userIdParam = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
