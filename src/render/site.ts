/** The office facts, the main menu, the route list and the office-status schedule, from the build's content plugin. */
export { businessDayRule, hasSamples, holidaysAreSamples, manifest, menu, office, payment, schedule, visitSchedule } from 'virtual:site';
