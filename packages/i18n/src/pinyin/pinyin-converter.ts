/** Turns a Chinese title into its pinyin (no tones, no spaces) and its initials. */
export type PinyinConverter = (text: string) => { full: string; initials: string };

const HAN = /\p{Script=Han}/u;

/**
 * Loads pinyin-pro on demand (its dictionary is ~140 KB gzip, so it stays out of the first load)
 * and returns a converter for menu search and tree filters.
 *
 * @example
 * const toPinyin = await loadPinyin();
 * toPinyin('用户管理'); // { full: 'yonghuguanli', initials: 'yhgl' }
 */
export async function loadPinyin(): Promise<PinyinConverter> {
  const { pinyin } = await import('pinyin-pro');
  return (text) => {
    if (!HAN.test(text)) return { full: '', initials: '' };
    const syllables = pinyin(text, { toneType: 'none', type: 'array', nonZh: 'removed' });
    return {
      full: syllables.join('').toLowerCase(),
      initials: syllables
        .map((s) => s.charAt(0))
        .join('')
        .toLowerCase(),
    };
  };
}
