import { describe, expect, it } from 'vitest';
import { withValues } from './message-descriptor.ts';
import { validatorsMessages as m } from './messages.ts';
import { renderMessage } from './render-message.ts';

describe('renderMessage', () => {
  it('renders zh by default, filling placeholders', () => {
    expect(renderMessage(withValues(m.fileTooLarge, { n: 5, unit: 'MB' }))).toBe('文件大小超过5MB');
    expect(renderMessage(m.mobile)).toBe('请正确输入您的手机号');
  });

  it('renders en with ICU plurals', () => {
    expect(renderMessage(withValues(m.minutesAgo, { n: 1 }), 'en')).toBe('1 minute ago');
    expect(renderMessage(withValues(m.minutesAgo, { n: 5 }), 'en')).toBe('5 minutes ago');
    expect(renderMessage(withValues(m.imageCountExceeded, { n: 1 }), 'en')).toBe(
      'You can upload at most 1 image',
    );
  });

  it('renders zhtw', () => {
    expect(renderMessage(withValues(m.pickerRequired, { title: '使用者' }), 'zhtw')).toBe('請選擇使用者');
  });

  it('falls back to the descriptor text for an unknown id and keeps unknown placeholders', () => {
    expect(renderMessage({ id: 'other.x', message: '你好{name}' }, 'en')).toBe('你好{name}');
    expect(renderMessage({ id: 'other.x', message: '你好{name}', values: { name: '张三' } }, 'en')).toBe(
      '你好张三',
    );
  });
});
