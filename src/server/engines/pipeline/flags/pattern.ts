// JavaScript's \b knows only ASCII letters: before „übergriffig“ or after „Hölle“ it finds no boundary.
const boundary = String.raw`(?:(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?=[\p{L}\p{N}]))`;

/** A Unicode regular expression whose `\b` is a boundary between letters (umlauts and ß included) and the rest. */
export const words = (source: string, flags = '') =>
  new RegExp(source.replaceAll(String.raw`\b`, boundary), `${flags}u`);
