/** The brand feature's public entry: the card „Erscheinungsbild“. */
export { BrandCard } from './brand-card';
export { brandSettingsQuery } from './api';
