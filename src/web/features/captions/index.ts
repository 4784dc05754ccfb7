/** The captions feature's public entry: the team's „Belege“ and „Text neu vorschlagen“ on a card. */
export { CaptionButtons } from './components/caption-buttons';
