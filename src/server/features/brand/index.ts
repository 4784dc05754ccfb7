// The brand feature's public entry: the current look („Erscheinungsbild“) and its versions.
export { brandModule } from './brand.module';
export { currentBranding } from './brand.service';
export { findBrandVersion, latestBrandVersion, updateRerender } from './brand.repo';
