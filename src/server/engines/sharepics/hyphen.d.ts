// The `hyphen` package ships no types; it is CommonJS, so only its default export is importable from ESM.
declare module 'hyphen/de' {
  const hyphenDe: {
    hyphenateSync(text: string, options?: { hyphenChar?: string; minWordLength?: number }): string;
  };
  export default hyphenDe;
}
