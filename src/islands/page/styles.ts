/**
 * The site's one stylesheet: global tokens and frame, then every component's own CSS (kept beside its
 * component in src/render/). One cached file serves every page, so moving between pages costs no
 * stylesheet request. The search styles come last so they win over the layout's at equal specificity.
 */
import '../../styles/index.css';

import.meta.glob(['../../render/components/**/*.css', '!../../render/components/search/*.css', '../../render/layout/*.css'], { eager: true });
import.meta.glob('../../render/components/search/*.css', { eager: true });
