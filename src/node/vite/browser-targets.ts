/**
 * The oldest browsers the public pages' JavaScript is written down to: Safari 12 (iPhones left on iOS 12)
 * and the Android WebViews of the last five years. The build rewrites newer syntax for them (the pages'
 * bundle and the service worker); newer APIs are not added, so browser code keeps to what they have
 * (tests/browser/browser-support.spec.ts checks the built files).
 */
export const BROWSER_TARGETS = ['safari12', 'chrome87', 'firefox78', 'edge88'];

/** The same browsers as a browserslist query ("safari >= 12, …"), for checks of the built files. */
export const BROWSERSLIST_QUERY = BROWSER_TARGETS.map((target) => target.replace(/^([a-z]+)(\d+)$/, '$1 >= $2')).join(', ');
