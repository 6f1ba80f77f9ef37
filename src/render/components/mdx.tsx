/**
 * Every component an MDX file can use, with no import line (the build rejects imports). Build time only.
 * The names are also listed in mdx-component-names.ts for the content checks; a test keeps them equal.
 */
import type { MDXComponents } from 'mdx/types';
import { mdxBlocks } from './mdx-blocks';
import { HomeStart } from './blocks/HomeStart';
import { PageSearch } from './blocks/PageSearch';
import { LatestNews } from './cards/LatestNews';
import { PageList } from './cards/PageList';
import { ServiceCards } from './cards/ServiceCards';
import { ServiceList } from './cards/ServiceList';
import { TopTasks } from './cards/TopTasks';
import { ChannelCheck } from './channels/ChannelCheck';
import { DeadlineList } from './deadlines/DeadlineList';
import { ReadyDate } from './deadlines/ReadyDate';
import { WhenToRequest } from './deadlines/WhenToRequest';
import { BillCheck } from './fees/BillCheck';
import { OfficialChannels } from './channels/OfficialChannels';
import { ContactForm } from './contact/ContactForm';
import { ContactInfo } from './contact/ContactInfo';
import { ContactLayout } from './contact/ContactLayout';
import { Departments } from './contact/Departments';
import { WithSocialNetworks } from './contact/WithSocialNetworks';
import { OfficeDetails } from './details/OfficeDetails';
import { ContactCard } from './faq/ContactCard';
import { FaqList } from './faq/FaqList';
import { ServiceDocuments } from './faq/ServiceDocuments';
import { BookingRules } from './service/BookingRules';
import { FeesChart } from './fees/FeesChart';
import { FeesTable } from './fees/FeesTable';
import { Glossary } from './glossary/Glossary';
import { PriceTable } from './fees/PriceTable';
import { Columns } from './institutional/Columns';
import { Location } from './institutional/Location';
import { NewsList } from './institutional/NewsList';
import { PlatformList } from './platforms/PlatformList';
import { PlatformStrip } from './platforms/PlatformStrip';
import { SiteMap } from './sitemap/SiteMap';
import { SearchResults } from './search/SearchResults';

export const mdxComponents: MDXComponents = {
  ...mdxBlocks,
  BillCheck, BookingRules, ChannelCheck, Columns, ContactCard, ContactForm, ContactInfo, ContactLayout, DeadlineList, Departments, FaqList, FeesChart, FeesTable, Glossary, HomeStart, LatestNews,
  Location, NewsList, OfficeDetails, OfficialChannels, PageList, PageSearch, PlatformList, PlatformStrip, PriceTable, ReadyDate, SearchResults, ServiceCards,
  ServiceDocuments, ServiceList, SiteMap, TopTasks, WhenToRequest, WithSocialNetworks,
};
