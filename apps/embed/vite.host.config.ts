import { defineConfig } from 'vite';

// /embed.js, the script third-party pages load (src/host): one small classic script wrapped
// in a function, so it leaves no globals behind. Built after the widgets' own bundle, into
// the same dist folder, which it must not empty.
export default defineConfig({
  publicDir: false,
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    target: 'es2020',
    minify: true,
    copyPublicDir: false,
    lib: {
      entry: 'src/host/embed.ts',
      formats: ['iife'],
      name: 'QuotewayEmbed',
      fileName: () => 'embed.js',
    },
  },
});
