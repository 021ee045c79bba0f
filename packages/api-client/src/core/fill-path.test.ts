// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildPath } from '../contract/index.ts';
import { fillPath } from './fill-path.ts';

describe('fillPath', () => {
  it('fills and encodes placeholders exactly like the contract buildPath', () => {
    const cases: [string, Record<string, string | number>][] = [
      ['/api/system/Area/{id}/Selector/{parentId}', { id: 'a/b', parentId: 0 }],
      ['/api/file/Download/{type}/{fileId}', { type: 'annex', fileId: '文件 1' }],
      ['/admin-api/current_user', {}],
    ];
    for (const [path, params] of cases) expect(fillPath(path, params)).toBe(buildPath(path, params));
    expect(fillPath('/api/system/Area/{id}/Selector/{parentId}', { id: 'a/b', parentId: 0 })).toBe(
      '/api/system/Area/a%2Fb/Selector/0',
    );
  });

  it('refuses a missing or empty parameter', () => {
    expect(() => fillPath('/api/system/Area/{id}', {})).toThrow('path parameter "id" is missing');
    expect(() => fillPath('/api/system/Area/{id}', { id: '' })).toThrow('"id"');
  });
});
