/** The office facts, the route list and the office-status schedule, from the build's content plugin. */
export { hasSamples, holidaysAreSamples, manifest, office, schedule } from 'virtual:site';
