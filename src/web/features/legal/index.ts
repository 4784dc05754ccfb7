/** The legal feature's public entry: the imprint and the privacy statement. */
export { DatenschutzContent } from './components/datenschutz-content';
export { ImpressumContent } from './components/impressum-content';
