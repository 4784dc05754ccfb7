/** The landing feature's public entry: the overview's hero and the four-step explanation. */
export { Hero } from './components/hero';
export { HowItWorks } from './components/how-it-works';
