import type { StorybookConfig } from '@storybook/react-vite';

// The catalogue reads the packages through their `exports` (src/ in the workspace), as the admin app does.
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  // The packages' warnings (lazy catalogues also imported eagerly, Radix's "use client") are the admin
  // build's business; the catalogue build reports errors only.
  viteFinal: (vite) => ({ ...vite, logLevel: 'error' }),
};

export default config;
