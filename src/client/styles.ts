/**
 * The site's one stylesheet: global tokens and frame, then every component's own CSS (kept beside its
 * component). One cached file serves every page, so moving between pages costs no stylesheet request.
 */
import '../styles/index.css';

import.meta.glob(['../components/**/*.css', '../layout/*.css', '../search/*.css'], { eager: true });
