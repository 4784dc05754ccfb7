// The photos feature's public entry.
export { photosModule } from './photos.module';
export { findNewPhoto, proposePhoto, type PhotoProposal } from './photos.service';
export { rememberUploadCredit } from './uploads';
