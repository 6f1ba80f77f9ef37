/**
 * Components every MDX file can use (the keys of mdx.tsx, checked by a test), as plain data so the
 * content checks need not load React.
 */
export const MDX_COMPONENT_NAMES = [
  'BaseLegal', 'Band', 'ButtonLink', 'ButtonRow', 'CallToAction', 'Card', 'CardGrid', 'Hero', 'Icon', 'Notice', 'Section',
  'BillCheck', 'BookingRules', 'ChannelCheck', 'Columns', 'ContactCard', 'ContactForm', 'ContactInfo', 'ContactLayout', 'DeadlineList', 'Departments', 'FaqList', 'FeesChart', 'FeesTable', 'Glossary', 'HomeStart',
  'LatestNews', 'Location', 'NewsList', 'OfficeDetails', 'OfficialChannels', 'PageList', 'PageSearch', 'PlatformList', 'PlatformStrip', 'PriceTable',
  'ReadyDate', 'SearchResults', 'ServiceCards', 'ServiceDocuments', 'ServiceList', 'SiteMap', 'TopTasks', 'WhenToRequest', 'WithSocialNetworks',
] as const;

/** Provided by the FAQ list, not the shared map. */
export const FAQ_COMPONENT_NAMES = ['Question'] as const;
