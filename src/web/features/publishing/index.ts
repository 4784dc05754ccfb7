/** The publishing feature's public entry: the card's "Veröffentlichen" button with its flow and dialogs. */
export { PublishButton } from './components/publish-button';
export { HistoryButton, ReleaseControls } from './components/release-controls';
