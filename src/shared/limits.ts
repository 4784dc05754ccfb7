/** Business constants (SPEC.md §9), free of zod so the browser's first page can use them cheaply. */
export const weeklyTopicLimit = 7;
export const sharepicsPerTopic = 3;
export const instagramCaptionLimit = 2200;
export const instagramHashtagLimit = 30;
