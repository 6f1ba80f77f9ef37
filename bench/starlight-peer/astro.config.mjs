// Starlight with its defaults, in Portuguese: the peer the bench measures first paint against.
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';

export default defineConfig({
  integrations: [starlight({ title: 'Cartório', defaultLocale: 'root', locales: { root: { label: 'Português', lang: 'pt-BR' } } })],
});
