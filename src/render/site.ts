/** The office facts, menu, route list and schedule, from the build's content plugin. */
export { businessDayRule, hasSamples, holidaysAreSamples, manifest, menu, office, payment, schedule, visitSchedule } from 'virtual:site';
