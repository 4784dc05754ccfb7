// The organisation's voice („Tonalität“): stored with the chapter's settings, read by every analysis run.
export { getVoice, saveVoice } from './voice.service';
