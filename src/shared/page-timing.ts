/** User Timing names of the page script, shared so a test in Node can name them. */
export const PAGE_ENHANCED_MARK = 'cartorio:page-enhanced';
