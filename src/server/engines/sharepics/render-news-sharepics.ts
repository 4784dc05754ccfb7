import type { PhotoCredit, Sharepic, SharepicLayers } from '../../../shared/news';
import { photoCreditLine } from '../../../shared/photo-credit';
import { brandingKey, type Branding } from './branding';
import { sharepicAltText, sharepicMessages } from './messages';
import { loadBackgroundPhoto, type PhotoResult } from './photo';
import type { RenderedSharepic } from './render';
import type { SharepicRenderer } from './render-pool';
import { storeSharepic } from './store';

export interface RenderNewsSharepicsInput {
  /** Layers of sharepic 1 (title image) and 2 (detail image); sharepic 3 comes from the branding. */
  layers: [SharepicLayers, SharepicLayers];
  /** Who took the photos of sharepics 1 and 2: stored with the sharepics and drawn on them (see photoCredits). */
  credits?: [PhotoCredit | null, PhotoCredit | null];
  /**
   * The credit lines drawn on sharepics 1 and 2 while their photo is shown, e.g. „Foto: Ralf Roletschek /
   * CC BY-SA 4.0 / Wikimedia Commons“ (a licence the stored credit has no field for). Without it the line is
   * made from `credits` („Foto: Erika Muster / Pexels“); null draws none.
   */
  photoCredits?: [string | null, string | null];
}

export interface RenderNewsSharepicsDeps {
  mediaDir: string;
  branding: Branding;
  /** Where the images are drawn: the worker pool, so a render never blocks the server. */
  renderer: SharepicRenderer;
  allowPrivateFetch?: boolean;
}

export interface RenderNewsSharepicsResult {
  sharepics: Sharepic[];
  overflow: { index: number; message: string }[];
  /** Photos that could not be used (the branded background was used instead), with a German reason. */
  photoProblems: { index: number; message: string }[];
}

const infoRenders = new Map<string, Promise<RenderedSharepic>>();

/** The info image depends on the branding only, so it is rendered once per branding and process. */
function renderInfoOnce(branding: Branding, renderer: SharepicRenderer): Promise<RenderedSharepic> {
  const key = brandingKey(branding);
  let rendered = infoRenders.get(key);
  if (!rendered) {
    rendered = renderer.render({ kind: 'info', branding, jpeg: true });
    infoRenders.set(key, rendered);
    // Forget a failed render so the next call tries again; callers still get the error through `rendered`.
    rendered.catch(() => infoRenders.delete(key));
  }
  return rendered;
}

/** Renders and stores the three sharepics of a news item. A missing or broken photo never fails the render. */
export async function renderNewsSharepics(
  input: RenderNewsSharepicsInput,
  deps: RenderNewsSharepicsDeps,
): Promise<RenderNewsSharepicsResult> {
  const photos = new Map<string, Promise<PhotoResult>>();
  const photoFor = (url: string): Promise<PhotoResult> => {
    const key = url.trim();
    let result = photos.get(key);
    if (!result) {
      result = loadBackgroundPhoto(key, {
        mediaDir: deps.mediaDir,
        allowPrivate: deps.allowPrivateFetch,
      });
      photos.set(key, result);
    }
    return result;
  };

  const [titleLayers, detailLayers] = input.layers;
  const [titlePhoto, detailPhoto] = await Promise.all([
    photoFor(titleLayers.image_url),
    photoFor(detailLayers.image_url),
  ]);
  const jpegOf = (p: PhotoResult) => (p.ok ? p.jpeg : null);
  // The one credit parameter of the templates: drawn only over a photo that loaded.
  // The one credit parameter of the templates, with the licence where there is one; drawn only over a photo.
  const creditLine = (i: 0 | 1): { photoCredit?: string } => {
    const given = input.photoCredits?.[i];
    const stored = input.credits?.[i];
    const line = given !== undefined ? given : stored?.photographer.trim() ? photoCreditLine(stored) : null;
    return line ? { photoCredit: line } : {};
  };

  const mapAndKicker = (layers: SharepicLayers) => ({
    ...(layers.kicker ? { kicker: layers.kicker } : {}),
    ...(layers.countries ? { countries: layers.countries } : {}),
    ...(layers.places?.length ? { places: layers.places } : {}),
  });

  const { branding, renderer } = deps;
  const [title, detail, info] = await Promise.all([
    renderer.render({
      kind: 'title',
      data: { titel: titleLayers.titel, photo: jpegOf(titlePhoto), ...creditLine(0), ...mapAndKicker(titleLayers) },
      branding,
      jpeg: true,
    }),
    renderer.render({
      kind: 'detail',
      data: {
        titel: detailLayers.titel,
        inhalt: detailLayers.inhalt,
        photo: jpegOf(detailPhoto),
        ...creditLine(1),
        ...mapAndKicker(detailLayers),
      },
      branding,
      jpeg: true,
    }),
    renderInfoOnce(branding, renderer),
  ]);
  const stored = await Promise.all([title, detail, info].map((r) => storeSharepic(r.png, deps.mediaDir, r.jpeg)));

  const { organizationName, info: infoTexts } = deps.branding;
  const infoLayers: SharepicLayers = { titel: organizationName, inhalt: infoTexts.callToAction, image_url: '' };
  const credit = (i: 0 | 1, photo: PhotoResult) => (photo.ok ? (input.credits?.[i] ?? null) : null);

  const sharepics: Sharepic[] = [
    {
      url: stored[0].url,
      layers: { ...titleLayers },
      alt: sharepicAltText(1, titleLayers.titel),
      overflow: title.overflow,
      credit: credit(0, titlePhoto),
    },
    {
      url: stored[1].url,
      layers: { ...detailLayers },
      alt: sharepicAltText(2, detailLayers.titel, detailLayers.inhalt),
      overflow: detail.overflow,
      credit: credit(1, detailPhoto),
    },
    {
      url: stored[2].url,
      layers: infoLayers,
      alt: sharepicAltText(3, organizationName, `${infoTexts.headline} ${infoTexts.callToAction}`),
      overflow: info.overflow,
      credit: null,
    },
  ];

  const overflow = sharepics
    .map((s, i) => ({ index: i + 1, overflow: s.overflow }))
    .filter((s) => s.overflow)
    .map(({ index }) => ({ index, message: sharepicMessages.overflow(index) }));

  const photoProblems = [titleLayers, detailLayers].flatMap((layers, i) => {
    const photo = i === 0 ? titlePhoto : detailPhoto;
    // An empty image_url is a deliberate choice of the branded background, not a problem.
    return !photo.ok && layers.image_url.trim() !== '' ? [{ index: i + 1, message: photo.reason }] : [];
  });

  return { sharepics, overflow, photoProblems };
}
