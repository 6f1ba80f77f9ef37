/**
 * The oldest browsers the public pages' JavaScript is written down to: Safari 12 and recent Android
 * WebViews. The build rewrites newer syntax but adds no APIs, so browser code keeps to what they have.
 */
export const BROWSER_TARGETS = ['safari12', 'chrome87', 'firefox78', 'edge88'];

/** As a browserslist query, for checks of the built files. */
export const BROWSERSLIST_QUERY = BROWSER_TARGETS.map((target) => target.replace(/^([a-z]+)(\d+)$/, '$1 >= $2')).join(', ');
