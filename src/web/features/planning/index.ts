/** The planning feature's public entry: the page „Planung“ (scheduled and published posts per channel). */
export { PlanView } from './components/plan-view';
