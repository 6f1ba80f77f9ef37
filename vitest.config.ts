import { defineConfig } from 'vitest/config';

// Unit tests run in Node without the site's Vite plugins (content loading is tested directly).
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    environment: 'node',
  },
});
