/**
 * The oldest browsers the public pages' JavaScript is written down to: Safari 12 (iPhones left on iOS 12)
 * and the Android WebViews of the last five years. The build rewrites newer syntax for them (the pages'
 * bundle and the service worker); newer APIs are not added, so browser code keeps to what they have
 * (tests/browser/browser-support.spec.ts checks the built files).
 */
export const BROWSER_TARGETS = ['safari12', 'chrome87', 'firefox78', 'edge88'];

/** The same as a browserslist query, for checks of the built files. */
export const BROWSERSLIST_QUERY = 'safari >= 12, chrome >= 87, firefox >= 78, edge >= 88';
