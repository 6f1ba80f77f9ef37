/**
 * The site's one stylesheet, one cached file for every page. The search styles come last so they win over
 * the layout's at equal specificity.
 */
import '../../styles/index.css';

import.meta.glob(['../../render/components/**/*.css', '!../../render/components/search/*.css', '../../render/layout/*.css'], { eager: true });
import.meta.glob('../../render/components/search/*.css', { eager: true });
