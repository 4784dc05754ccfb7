import { lazy } from 'react';

/**
 * The editing feature's public entry: the announcements of regenerated images (on the overview for everyone)
 * and a card's editing buttons, loaded on first use: they bring the dialogs, the form library and the
 * schemas, which anonymous visitors never need.
 */
export { useRegenerationAnnouncements } from './api/regeneration-events';

export const EditingButtons = lazy(() =>
  import('./components/editing-buttons').then((m) => ({ default: m.EditingButtons })),
);
