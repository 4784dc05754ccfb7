// The `hyphen` package ships no types; it is CommonJS, so only its default export is importable from ESM. The
// file is named in full: Node's ESM resolver refuses the directory import `hyphen/de` (tsx allows it).
declare module 'hyphen/de/index.js' {
  const hyphenDe: {
    hyphenateSync(text: string, options?: { hyphenChar?: string; minWordLength?: number }): string;
  };
  export default hyphenDe;
}
