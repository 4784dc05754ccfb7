/** Business constants (docs/product.md#constants), free of zod so the browser's first page can use them cheaply. */
export const weeklyTopicLimit = 7;
export const sharepicsPerTopic = 3;
export const instagramCaptionLimit = 2200;
export const instagramHashtagLimit = 30;

/**
 * Technical upper bounds of text fields at the API. They sit well above what a person writes (Instagram
 * cuts a caption at 2,200 characters), so they never get in an editor's way, and they keep one request
 * from storing megabytes that every visitor would then download with the news list.
 */
export const textLimits = {
  newsTitle: 300,
  caption: 10_000,
  /** A link (feed, photo, credit): browsers and proxies handle about 2,000 characters reliably. */
  url: 2000,
  email: 254,
  password: 128,
  searchTerm: 200,
  photographer: 200,
  photoProvider: 40,
  bufferAccessToken: 1000,
  bufferProfileId: 200,
  sourceName: 120,
} as const;

/**
 * What the sharepic templates hold at their smallest font sizes, measured with the real templates, fonts and
 * layout on ordinary German text (`npx tsx bench/sharepic-capacity.ts`: sharepic 1's title 298–328
 * characters, sharepic 2's body 1,316–1,383 next to a 60-character title). Longer input is refused with a
 * message naming the limit; text within these budgets that still does not fit is rendered, cut with an ellipsis
 * and reported as overflow („Text zu lang für Sharepic 2“).
 */
export const sharepicTitleMaxChars = 320;
export const sharepicBodyMaxChars = 1400;

/**
 * The smallest font sizes (px on the 1080 px wide image) that still read well on a phone, the same in every
 * layout (their text boxes are the same): sharepic 1's title, sharepic 2's title and its body. The templates
 * may shrink a text further, down to their hard minimum, but the edit dialog warns before that.
 */
export const sharepicReadableSizes = { title: 64, detailTitle: 44, body: 30 } as const;

/**
 * How many characters of ordinary German text stay at or above those sizes, measured like the budgets above
 * (`npx tsx bench/sharepic-capacity.ts`: sharepic 1's title 185–211, sharepic 2's body 959–1,090 under a
 * kicker and 809–921 under a 60-character title), rounded down. The edit dialog warns beyond them.
 */
export const sharepicReadableChars = { title: 180, body: 950, bodyWithTitle: 800 } as const;

/** Largest JSON body the API reads; uploads have their own, larger limit. */
export const jsonBodyMaxBytes = 256 * 1024;

/** The database's `integer` (int4) range bounds version counters. */
export const int4Max = 2_147_483_647;
