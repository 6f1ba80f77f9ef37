/**
 * Components every MDX file can use, never imported (the keys of src/render/components/mdx.tsx, checked
 * by a test). Plain data so the content checks can list them without loading React components.
 */
export const MDX_COMPONENT_NAMES = [
  'BaseLegal', 'Band', 'ButtonLink', 'ButtonRow', 'CallToAction', 'Card', 'CardGrid', 'Hero', 'Icon', 'Notice', 'Section',
  'BillCheck', 'BookingRules', 'ChannelCheck', 'Columns', 'ContactCard', 'ContactForm', 'ContactInfo', 'ContactLayout', 'DeadlineList', 'Departments', 'FaqList', 'FeesChart', 'FeesTable', 'Glossary', 'HomeStart',
  'LatestNews', 'Location', 'NewsList', 'OfficeDetails', 'OfficialChannels', 'PageList', 'PageSearch', 'PlatformList', 'PlatformStrip', 'PriceTable',
  'ReadyDate', 'SearchResults', 'ServiceCards', 'ServiceDocuments', 'ServiceList', 'SiteMap', 'TopTasks', 'WhenToRequest', 'WithSocialNetworks',
] as const;

/** FAQ categories write their questions as <Question> (provided by the FAQ list, not the shared map). */
export const FAQ_COMPONENT_NAMES = ['Question'] as const;
