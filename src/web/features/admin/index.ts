/** The admin feature's public entry: the cards the admin sections are made of, and their data for prefetching. */
export { BufferSettingsCard } from './components/buffer-settings-card';
export { AllowedChannelsCard } from './components/allowed-channels-card';
export { SetupGuide } from './components/setup-guide';
export { PublicAddressCard } from './components/public-address-card';
export { RunCard } from './pipeline/run-card';
export { SourcesCard } from './pipeline/sources-card';
export { RegionalTermsCard } from './pipeline/regional-terms-card';
export { VoiceCard } from './voice/voice-card';
export { ImprintCard } from './imprint/imprint-card';
export { bufferSettingsQuery } from './api/buffer-settings';
export { publicAddressQuery } from './api/public-address';
export { feedSourcesQuery, pipelineRunsQuery, regionalTermsQuery } from './pipeline/api';
export { voiceQuery } from './voice/api';
export { imprintQuery } from './imprint/api';
