// Old proposals' images: thinned by `npm run media:thin`, drawn again when asked for (issue 25).
export { restoreThinnedSharepic, thinAfterDays, thinOldImages, type ThinResult } from './archive-media';
