/**
 * User Timing names of the page script (src/islands/page/main.ts), read by the browser tests: kept in
 * shared code so a test in Node can name them without loading the page script.
 */
/** The page script's deferred work starts: after the first frame is drawn. */
export const PAGE_ENHANCED_MARK = 'cartorio:page-enhanced';
