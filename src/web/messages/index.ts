/**
 * The web's message catalogue: every German word of the interface, one file per area. The strings the
 * specification fixes (toasts, validation messages) stay in src/shared/messages.ts, which the server shares.
 *
 * Components import the area file they need rather than this index, so each screen's chunk carries only its
 * own texts (a module that a lazy screen needs would otherwise be pulled into the first bundle).
 */
export { adminText } from './admin';
export { authText } from './auth';
export { brandText } from './brand';
export { settingsText } from './buffer-settings';
export { captionsText } from './captions';
export { commonText } from './common';
export { editingText } from './editing';
export { landingText } from './landing';
export { layoutText } from './layout';
export { legalText, type LegalSectionText } from './legal';
export { newsText } from './news';
export { pipelineText } from './pipeline';
export { publishText } from './publishing';
export { userText } from './users';
export { voiceText } from './voice';
export { releaseText } from './release';
export { activityText } from './activity';
