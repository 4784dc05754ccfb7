// The photos feature's public entry.
export { photosModule } from './photos.module';
export { findNewPhoto } from './photos.service';
