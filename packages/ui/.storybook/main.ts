import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.tsx'],
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    const { vanillaExtractPlugin } = await import('@vanilla-extract/vite-plugin');
    const { default: react } = await import('@vitejs/plugin-react');
    return mergeConfig(viteConfig, {
      plugins: [
        vanillaExtractPlugin(),
        // The Lingui macros (TextArea's count, Combobox's announcements) compile here.
        react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
      ],
    });
  },
};

export default config;
