/** „A, B und C“. */
export const joinGerman = (xs: string[]) =>
  xs.length < 2 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} und ${xs.at(-1)}`;
