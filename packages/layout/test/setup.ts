import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadChromeTranslations } from '../src/chrome-translations.ts';

// Testing Library unmounts after each test only when vitest globals are on; they are off here.
afterEach(() => cleanup());
// The chrome fetches en and zhtw on first use; fetched up front, a test in en renders it at once, as an
// app that awaits loadChromeTranslations before its first render does.
beforeAll(() => Promise.all([loadChromeTranslations('en'), loadChromeTranslations('zhtw')]));
