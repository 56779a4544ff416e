import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.tsx'],
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    const { vanillaExtractPlugin } = await import('@vanilla-extract/vite-plugin');
    const { default: react } = await import('@vitejs/plugin-react');
    return mergeConfig(viteConfig, { plugins: [vanillaExtractPlugin(), react()] });
  },
};

export default config;
